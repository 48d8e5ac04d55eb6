import { QUOTA_MESSAGES, type QuotaReason } from '../../shared/domain/quota';
import { reasonOf } from './errorReason';
import type { ClientError } from './trpc';

const isQuotaReason = (reason: string | null | undefined): reason is QuotaReason => !!reason && Object.hasOwn(QUOTA_MESSAGES, reason);

/** The spec's quota code the server put in a tRPC error's `data.reason`, if any. */
export function quotaReasonOf(error: ClientError): QuotaReason | null {
  const reason = reasonOf(error);
  return isQuotaReason(reason) ? reason : null;
}
