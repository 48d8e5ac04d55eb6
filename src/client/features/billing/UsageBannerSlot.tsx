import { Suspense } from 'react';
import { usageAlert } from '../../../shared/domain/usage-alert';
import { lazyWithPreload } from '../../lib/lazyWithPreload';
import { usePlanUsage } from './usePlanUsage';

// Most accounts never see the banner, so its code (and whether it was dismissed) is fetched only
// when the usage calls for it.
const DismissibleUsageBanner = lazyWithPreload(() => import('./DismissibleUsageBanner'), 'DismissibleUsageBanner');

/** Spec 2.8: the usage banner's place at the bottom of the journal, empty while loading, on pro and below 80%. */
export function UsageBannerSlot() {
  const { data } = usePlanUsage();
  const alert = data ? usageAlert(data.planType, data.usage) : null;
  if (!data || !alert) return null;
  return (
    <Suspense fallback={null}>
      <DismissibleUsageBanner alert={alert} usage={data.usage} paymentsAvailable={data.paymentsAvailable} />
    </Suspense>
  );
}
