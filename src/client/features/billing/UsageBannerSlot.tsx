import { Suspense } from 'react';
import { usageAlert } from '../../../shared/domain/usage-alert';
import { bannerDue, crossedThresholds, quotaAlerts } from '../../../shared/domain/usage-banner';
import { lazyWithPreload } from '../../lib/lazyWithPreload';
import { useBannerDismissal } from './bannerDismissal';
import { usePlanUsage } from './usePlanUsage';

// Most accounts never see the banner, so its code is fetched only when the usage calls for it.
const UsageBanner = lazyWithPreload(() => import('./UsageBanner'), 'UsageBanner');

/**
 * Spec 2.8: the usage banner's place at the bottom of the journal, empty while loading, on pro and
 * below 80%; dismissed, it stays away for the session until another threshold is crossed.
 */
export function UsageBannerSlot() {
  const { data } = usePlanUsage();
  const { dismissed, dismiss } = useBannerDismissal();
  const alert = data ? usageAlert(data.planType, data.usage) : null;
  const alerts = data && alert ? quotaAlerts(data.usage) : [];
  if (!alert || !data || !bannerDue(alerts, dismissed)) return null;
  return (
    <Suspense fallback={null}>
      <UsageBanner alert={alert} alerts={alerts} paymentsAvailable={data.paymentsAvailable} onDismiss={() => dismiss(crossedThresholds(alerts))} />
    </Suspense>
  );
}
