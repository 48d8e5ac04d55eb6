/** The spec's quota codes, sent to the client in `error.data.reason`. */
export type QuotaReason = 'EVENT_LIMIT_REACHED' | 'AFFIRMATION_LIMIT_REACHED' | 'INSIGHT_LIMIT_REACHED';

export const QUOTA_MESSAGES: Record<QuotaReason, string> = {
  EVENT_LIMIT_REACHED: 'Entry limit reached for Free plan. Upgrade to Pro?',
  AFFIRMATION_LIMIT_REACHED: 'Affirmation limit reached for Free plan. Please upgrade to Pro.',
  INSIGHT_LIMIT_REACHED: 'Insight limit reached for Free plan. Upgrade to Pro for unlimited insights.',
};
