import type { QuotaReason } from '../../shared/domain/quota';

/** The spec's quota code the server put in a tRPC error's `data.reason`, if any. */
export function quotaReasonOf(error: { data?: unknown }): QuotaReason | null {
  const reason = (error.data as { reason?: QuotaReason } | null | undefined)?.reason;
  return reason ?? null;
}
