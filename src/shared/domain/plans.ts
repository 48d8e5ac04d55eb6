export const PLAN_TYPES = ['free', 'pro'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** Free-plan limits (spec 9); pro has none. */
export const FREE_PLAN_LIMITS = { events: 100, affirmations: 100, insights: 4 } as const;
export const PRO_PRICE_LABEL = '$9.99';

export const PLAN_FEATURES = {
  free: [
    `${FREE_PLAN_LIMITS.events} entries`,
    `${FREE_PLAN_LIMITS.affirmations} AI affirmations`,
    `${FREE_PLAN_LIMITS.insights} AI insights`,
    'Unlimited eye-movement sessions',
  ],
  pro: [
    'Unlimited entries',
    'Unlimited AI affirmations',
    'Unlimited AI insights',
    'Unlimited eye-movement sessions',
    'Priority support',
  ],
} as const;

export type Quota = 'entries' | 'affirmations' | 'insights';
const QUOTA_LIMITS: Record<Quota, number> = {
  entries: FREE_PLAN_LIMITS.events,
  affirmations: FREE_PLAN_LIMITS.affirmations,
  insights: FREE_PLAN_LIMITS.insights,
};

/** How much of each quota is used, and its limit (null: unlimited, on pro). */
export type PlanUsage = Record<Quota, { used: number; limit: number | null }>;

export function planUsage(planType: PlanType, used: Record<Quota, number>): PlanUsage {
  const entry = (quota: Quota) => ({ used: used[quota], limit: planType === 'pro' ? null : QUOTA_LIMITS[quota] });
  return { entries: entry('entries'), affirmations: entry('affirmations'), insights: entry('insights') };
}
