import { TRPCError } from '@trpc/server';
import { QUOTA_MESSAGES, type QuotaReason } from '../shared/domain/quota';

export class QuotaExceededError extends Error {
  override name = 'QuotaExceededError';
  constructor(readonly reason: QuotaReason) {
    super(QUOTA_MESSAGES[reason]);
  }
}

/** FORBIDDEN with the spec's message; the formatter adds the code as `data.reason`. */
export const quotaExceeded = (reason: QuotaReason) =>
  new TRPCError({ code: 'FORBIDDEN', message: QUOTA_MESSAGES[reason], cause: new QuotaExceededError(reason) });
