import { useEffect } from 'react';
import { isConnectionFailure } from '../../lib/connectionFailure';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { pendingSignOut } from './pendingSignOut';
import { signedInHint } from './signedInHint';

type Session = RouterOutputs['auth']['session'];

const RECHECK_OFFLINE_MS = 5000;

/** While a sign-out waits for the server's confirmation, the browser counts as signed out. */
const signedOutWhilePending = (session: Session): Session => (pendingSignOut.isPending() ? { ...session, user: null } : session);

/** The signed-in account (or null) and the sign-in methods on offer. */
export function useSession() {
  const session = trpc.auth.session.useQuery(undefined, {
    staleTime: 60_000,
    retry: 2,
    select: signedOutWhilePending,
    // Without an answer (the network, not the server, failed) ask again now and then: the connection
    // may come back without the browser ever having reported it gone.
    refetchInterval: (query) => (isConnectionFailure(query.state.error) ? RECHECK_OFFLINE_MS : false),
  });
  const signedIn = session.data ? session.data.user !== null : null;
  useEffect(() => {
    if (signedIn !== null) signedInHint.remember(signedIn);
  }, [signedIn]);
  return session;
}

/**
 * Asks the server once more, when the app starts, to end the sessions of a sign-out it never
 * confirmed. Not on the sign-in callback, where it could end the session being made.
 */
export function useRetryPendingSignOut() {
  const { mutate } = trpc.auth.signOut.useMutation();
  useEffect(() => {
    if (!pendingSignOut.isPending() || window.location.pathname === '/auth/callback') return;
    mutate(undefined, {
      onSuccess: () => pendingSignOut.clear(),
      onError: (error) => {
        if (error.data?.code === 'UNAUTHORIZED') pendingSignOut.clear();
      },
    });
  }, [mutate]);
}
