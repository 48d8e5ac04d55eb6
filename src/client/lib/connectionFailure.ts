import type { ClientError } from './trpc';

/** A call that got no answer because the network failed: fetch rejects with a TypeError (a server's error has a response). */
export function isConnectionFailure(error: ClientError | null): boolean {
  return error !== null && 'cause' in error && error.cause instanceof TypeError;
}
