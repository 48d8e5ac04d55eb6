import type { PlanType, PlanUsage, Quota } from './plans';

/** Spec 9: the banner warns from 80% of a free-plan limit. */
export const USAGE_WARN_FRACTION = 0.8;

export type UsageAlert = 'approaching' | 'reached';

export const QUOTA_ORDER: readonly Quota[] = ['entries', 'affirmations', 'insights'];

const fractionsUsed = (usage: PlanUsage) =>
  QUOTA_ORDER.flatMap((quota) => {
    const { used, limit } = usage[quota];
    return limit === null ? [] : [used / limit];
  });

/** Spec 4.6: 'reached' at or over any limit, 'approaching' from 80% of one, nothing on pro or below. */
export function usageAlert(planType: PlanType, usage: PlanUsage): UsageAlert | null {
  if (planType === 'pro') return null;
  const fractions = fractionsUsed(usage);
  if (fractions.some((fraction) => fraction >= 1)) return 'reached';
  if (fractions.some((fraction) => fraction >= USAGE_WARN_FRACTION)) return 'approaching';
  return null;
}

/** Whether the free plan allows no more entries (the quick-add panel says so before the flow). */
export const entryLimitReached = (usage: PlanUsage) => usage.entries.limit !== null && usage.entries.used >= usage.entries.limit;
