import type { ClientError } from './trpc';

/**
 * Spec 8's order for a failed call: the server's own sentence, else `fallback`; when no answer
 * came at all (offline, a broken response), 'An unexpected error occurred.'.
 */
export function failureMessage(error: ClientError, fallback: string): string {
  if (!error.data) return 'An unexpected error occurred.';
  return error.message || fallback;
}
