import type { ClientError } from './trpc';

/** The code the server put in a tRPC error's `data.reason` (a quota's, or another refusal's), from whatever was caught. */
export function reasonOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const reason = (error as Pick<ClientError, 'data'>).data?.reason;
  return typeof reason === 'string' ? reason : null;
}
