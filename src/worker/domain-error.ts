import { QUOTA_MESSAGES, type QuotaReason } from '../shared/domain/quota';

/** What went wrong, in tRPC's words, so tRPC takes the code as it is and HTTP maps it to a status. */
export type DomainErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PRECONDITION_FAILED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'BAD_GATEWAY'
  | 'SERVICE_UNAVAILABLE';

/**
 * A refusal or failure a person is told about: the message is theirs to read, `reason` a code the
 * client can act on (e.g. EVENT_LIMIT_REACHED), and `cause` stays in the log. The base procedure
 * (trpc.ts) and the HTTP routes (http/error-response.ts) each map it in one place.
 */
export class DomainError extends Error {
  override name = 'DomainError';
  readonly reason: string | null;

  constructor(
    readonly code: DomainErrorCode,
    message: string,
    options: { reason?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.reason = options.reason ?? null;
  }
}

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';

/** A free-plan limit reached: FORBIDDEN with the spec's sentence and its code as the reason. */
export const quotaExceeded = (reason: QuotaReason) => new DomainError('FORBIDDEN', QUOTA_MESSAGES[reason], { reason });
