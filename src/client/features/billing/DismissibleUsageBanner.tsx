import type { PlanUsage } from '../../../shared/domain/plans';
import type { UsageAlert } from '../../../shared/domain/usage-alert';
import { bannerDue, crossedThresholds, quotaAlerts } from '../../../shared/domain/usage-banner';
import { useBannerDismissal } from './bannerDismissal';
import { UsageBanner } from './UsageBanner';

/** The banner, unless it was dismissed this session and no other threshold has been crossed since. */
export function DismissibleUsageBanner({ alert, usage, paymentsAvailable }: { alert: UsageAlert; usage: PlanUsage; paymentsAvailable: boolean }) {
  const { dismissed, dismiss } = useBannerDismissal();
  const alerts = quotaAlerts(usage);
  if (!bannerDue(alerts, dismissed)) return null;
  return <UsageBanner alert={alert} alerts={alerts} paymentsAvailable={paymentsAvailable} onDismiss={() => dismiss(crossedThresholds(alerts))} />;
}
