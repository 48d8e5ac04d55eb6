import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from '../../lib/router';
import { toastError } from '../../ui/toastError';
import { trpc } from '../../lib/trpc';
import { entryQueue } from '../offline/pendingEntries';
import { profileSelection } from '../profiles/profileSelection';
import { pendingSignOut } from './pendingSignOut';
import { signOutGate } from './signOutGate';

export const SIGN_OUT_TIMEOUT_MS = 5000;
/** How long the sign-out waits for the journal's calls already sent to be answered before it ends the sessions. */
const SENT_CALLS_WAIT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('Sign out timed out')), ms)),
  ]);
}

/**
 * Spec 4.3 and 7: the server ends every session of the account, with a 5 s time-out. Whatever
 * the outcome the browser is signed out: its data is cleared and the visitor sent to sign-in; a
 * sign-out the server did not confirm is remembered and asked again.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateAsync } = trpc.auth.signOut.useMutation();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await signOutGate.close(SENT_CALLS_WAIT_MS);
      await withTimeout(mutateAsync(), SIGN_OUT_TIMEOUT_MS);
    } catch (error) {
      pendingSignOut.remember();
      toastError(error instanceof Error ? error.message : 'Sign out failed');
    } finally {
      // The journal's screens leave first: clearing the cache under them would ask again, signed
      // out, for their plan usage and profiles (401s in the console).
      flushSync(() => {
        setSigningOut(false);
        navigate('/onboarding', { replace: true });
      });
      queryClient.clear();
      signOutGate.open();
      // Drawn again with the cleared cache: a navigation to the same address gets a new key.
      navigate('/onboarding', { replace: true });
      profileSelection.set(null);
      void import('../quick-add/refusedDraft').then(({ forgetRefusedDrafts }) => forgetRefusedDrafts());
      void entryQueue.load().then((queue) => queue.forgetQueue());
    }
  };

  return { signingOut, signOut };
}
