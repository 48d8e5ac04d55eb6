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
