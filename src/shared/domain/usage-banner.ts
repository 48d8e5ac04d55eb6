import type { PlanUsage, Quota } from './plans';
import { QUOTA_ORDER, USAGE_WARN_FRACTION, type UsageAlert } from './usage-alert';

/** One free-plan limit the banner speaks of: at 80% or more of it. */
export interface QuotaAlert {
  quota: Quota;
  level: UsageAlert;
  used: number;
  limit: number;
}

/** The quotas at or past the warning threshold, in a fixed order: what the banner is about. */
export function quotaAlerts(usage: PlanUsage): QuotaAlert[] {
  return QUOTA_ORDER.flatMap((quota) => {
    const { used, limit } = usage[quota];
    if (limit === null || used < limit * USAGE_WARN_FRACTION) return [];
    return [{ quota, level: used >= limit ? 'reached' : 'approaching', used, limit }];
  });
}

/** '85 of 100 entries'. */
export const countLabel = ({ quota, used, limit }: QuotaAlert) => `${used} of ${limit} ${quota}`;

/** The thresholds crossed, as they are remembered when the banner is dismissed: 'entries:approaching'. */
export const crossedThresholds = (alerts: readonly QuotaAlert[]) => alerts.map(({ quota, level }) => `${quota}:${level}`);

/** The banner shows until dismissed, and again once a threshold is crossed that was not when it was dismissed. */
export const bannerDue = (alerts: readonly QuotaAlert[], dismissed: readonly string[]) =>
  crossedThresholds(alerts).some((threshold) => !dismissed.includes(threshold));
