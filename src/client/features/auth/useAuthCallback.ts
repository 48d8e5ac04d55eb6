import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { googleSignInErrorMessage } from '../../../shared/domain/google-sign-in';
import { trpc } from '../../lib/trpc';
import { destinationFor } from './destination';
import { pendingInvite } from './pendingInvite';
import { pendingSignOut } from './pendingSignOut';

export const AUTH_TIMEOUT_MS = 7000;

/**
 * Reads and removes what the link put in the URL fragment, so it stays out of history. An error
 * arrives as a code and is shown as its fixed sentence, never as text from the address.
 */
function takeFragment(): { token: string | null; error: string | null } {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  if (window.location.hash) window.history.replaceState(null, '', window.location.pathname + window.location.search);
  const errorCode = fragment.get('error');
  return { token: fragment.get('token'), error: errorCode === null ? null : googleSignInErrorMessage(errorCode) };
}

/**
 * Spec 4.2: an existing session goes straight on. Otherwise redeem the login link with a POST (a
 * mail scanner's GET cannot burn it), or pick up the session Google sign-in just made, then route
 * by onboarding state. After 7 s without a session the session is checked once more; if there is
 * still none the time-out is shown, though a sign-in finishing later still goes on.
 */
export function useAuthCallback(): { error: string | null } {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const redeem = trpc.auth.redeemLoginLink.useMutation();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // React's development double-run must not redeem twice
    started.current = true;
    let done = false;
    const go = (path: string) => {
      if (done) return;
      done = true;
      navigate(path, { replace: true });
    };
    const fail = (message: string) => {
      if (!done) setError(message);
    };
    const { token, error: fragmentError } = takeFragment();
    const urlType = new URLSearchParams(window.location.search).get('type');
    const currentUser = async () => {
      const session = await utils.auth.session.fetch(undefined, { staleTime: 0 }).catch(() => {
        throw new Error('Could not check current session. Please try again.');
      });
      return session.user;
    };
    const enter = (user: NonNullable<Awaited<ReturnType<typeof currentUser>>>) => go(destinationFor(user, pendingInvite.take(urlType)));

    async function run() {
      const user = pendingSignOut.isPending() ? null : await currentUser();
      if (user) return enter(user);
      if (fragmentError) return fail(fragmentError);
      if (!token) {
        if (urlType) pendingInvite.remember(urlType);
        return go('/login');
      }
      await redeem.mutateAsync({ token });
      pendingSignOut.clear();
      const signedIn = await currentUser();
      if (!signedIn) throw new Error('Failed to retrieve user information after login.');
      enter(signedIn);
    }

    async function recheck() {
      const user = await currentUser().catch(() => null);
      if (user && !pendingSignOut.isPending()) enter(user);
      else fail('Authentication process timed out. Please try logging in again.');
    }

    const timer = setTimeout(() => void recheck(), AUTH_TIMEOUT_MS);
    run()
      .catch((caught: unknown) => fail(caught instanceof Error && caught.message ? caught.message : 'Authentication process failed'))
      .finally(() => clearTimeout(timer));
  }, [navigate, redeem, utils]);

  return { error };
}
