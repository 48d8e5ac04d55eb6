import { isConnectionFailure } from '../../lib/connectionFailure';
import { useOnline } from '../../lib/useOnline';
import type { ClientError } from '../../lib/trpc';

/**
 * Whether the session cannot be checked for want of a connection: offline, React Query pauses the
 * check (it would stay pending for good), and a network failure gets no answer at all. Once a
 * session is known, it stands.
 */
export function useSessionUnreachable(session: { data: unknown; error: ClientError | null }): boolean {
  const online = useOnline();
  return !session.data && (!online || isConnectionFailure(session.error));
}
