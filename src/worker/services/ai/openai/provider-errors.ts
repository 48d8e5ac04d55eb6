import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { DomainError } from '../../../domain-error';

/** accounts-plans-ai 8: a failed call reads 'OpenAI API error: {provider message or status text}'. */
const PREFIX = 'OpenAI API error:';

/** The SDK's errors carry the status but not its text; the statuses it retries or names (spec 8). */
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export type FailureKind = 'timeout' | 'connection' | 'api' | 'unreadable';

/** What went wrong in a call, in words safe to log: never the request, never the model's text. */
export function failureOf(error: unknown): { kind: FailureKind; status: number | null } {
  if (error instanceof APIConnectionTimeoutError) return { kind: 'timeout', status: null };
  if (error instanceof APIConnectionError) return { kind: 'connection', status: null };
  if (error instanceof APIError) return { kind: 'api', status: error.status ?? null };
  return { kind: 'unreadable', status: null };
}

function providerMessage(error: APIError): string {
  const body = error.error as { message?: unknown } | undefined;
  if (typeof body?.message === 'string' && body.message.trim()) return body.message.trim();
  if (error.status === undefined) return 'no answer from the AI provider.';
  return STATUS_TEXT[error.status] ?? `HTTP ${error.status}`;
}

/** A failed chat completion as the DomainError a person is shown; the SDK's error stays as the cause. */
export function providerError(error: unknown): DomainError {
  const message =
    error instanceof APIConnectionTimeoutError
      ? 'the AI provider took too long to answer.'
      : error instanceof APIConnectionError
        ? 'could not reach the AI provider.'
        : error instanceof APIError
          ? providerMessage(error)
          : // e.g. a 200 whose body is not JSON: the SDK cannot read it
            "the AI provider's answer could not be read.";
  return new DomainError('BAD_GATEWAY', `${PREFIX} ${message}`, { cause: error });
}
