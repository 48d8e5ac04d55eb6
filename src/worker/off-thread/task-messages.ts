import { DomainError, type DomainErrorCode } from '../domain-error';

/** What a worker process answers for one task: its output, or its error in a form that survives structured cloning. */
export type TaskReply =
  | { ok: true; output: unknown }
  | { ok: false; error: { domain: { code: DomainErrorCode; reason: string | null; cause: unknown } | null; message: string } };

export type TaskRequest = { name: string; input: unknown };

/** The worker's side: a DomainError keeps its code, reason and cause; any other error only its message. */
export function replyWithError(error: unknown): TaskReply {
  if (error instanceof DomainError) {
    const cause = typeof error.cause === 'string' ? error.cause : error.cause === undefined ? undefined : String(error.cause);
    return { ok: false, error: { domain: { code: error.code, reason: error.reason, cause }, message: error.message } };
  }
  return { ok: false, error: { domain: null, message: error instanceof Error ? error.message : String(error) } };
}

/** The calling side: the error the task threw, as near as it crossed over. */
export function errorFromReply({ domain, message }: Extract<TaskReply, { ok: false }>['error']): Error {
  if (!domain) return new Error(`Off-thread task failed: ${message}`);
  return new DomainError(domain.code, message, { reason: domain.reason ?? undefined, cause: domain.cause });
}
