import { TRPCClientError } from '@trpc/client';
import { TRPCError } from '@trpc/server';
import { DomainError } from '../../src/worker/domain-error';

/** How a procedure call ended: its result, or the error's code, message and reason, alike for a caller and an HTTP client. */
export type Outcome = { ok: true; value: unknown } | { ok: false; code: string; message: string; reason?: string | null };

export async function outcomeOf(call: Promise<unknown>): Promise<Outcome> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    if (error instanceof TRPCClientError) {
      const data = error.data as { code: string; reason: string | null } | undefined;
      return { ok: false, code: data?.code ?? 'UNKNOWN', message: error.message, reason: data?.reason ?? null };
    }
    if (error instanceof TRPCError) {
      return { ok: false, code: error.code, message: error.message, reason: error.cause instanceof DomainError ? error.cause.reason : null };
    }
    throw error;
  }
}
