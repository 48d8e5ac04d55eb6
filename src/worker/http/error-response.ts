import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DomainError, DomainErrorCode } from '../domain-error';

const STATUS: Record<DomainErrorCode, ContentfulStatusCode> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
};

/** The plain HTTP routes' answer to a domain error: its status, message and reason, as tRPC gives them. */
export function errorResponse(c: Context, error: DomainError) {
  const body = error.reason ? { message: error.message, reason: error.reason } : { message: error.message };
  return c.json({ error: body }, STATUS[error.code]);
}
