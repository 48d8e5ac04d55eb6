import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { trpc } from '../../lib/trpc';
import { destinationFor } from './destination';
import { pendingInvite } from './pendingInvite';

export const AUTH_TIMEOUT_MS = 7000;

/** Reads and removes what the link put in the URL fragment, so it stays out of history. */
function takeFragment(): { token: string | null; error: string | null } {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  if (window.location.hash) window.history.replaceState(null, '', window.location.pathname + window.location.search);
  return { token: fragment.get('token'), error: fragment.get('error') };
}

/**
 * Spec 4.2: redeem a login link with a POST (a mail scanner's GET cannot burn it), or pick up a
 * session Google sign-in just made, then route by onboarding state. Fails after 7 s.
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
    let settled = false;
    const fail = (message: string) => {
      if (settled) return;
      settled = true;
      setError(message);
    };
    const timer = setTimeout(() => fail('Authentication process timed out. Please try logging in again.'), AUTH_TIMEOUT_MS);
    const { token, error: fragmentError } = takeFragment();
    const urlType = new URLSearchParams(window.location.search).get('type');

    async function run() {
      if (fragmentError) return fail(fragmentError);
      if (token) await redeem.mutateAsync({ token });
      const session = await utils.auth.session.fetch(undefined, { staleTime: 0 }).catch(() => {
        throw new Error('Could not check current session. Please try again.');
      });
      if (settled) return;
      if (!session.user) {
        if (token) throw new Error('Failed to retrieve user information after login.');
        if (urlType) pendingInvite.remember(urlType);
        settled = true;
        return navigate('/login', { replace: true });
      }
      settled = true;
      navigate(destinationFor(session.user, pendingInvite.take(urlType)), { replace: true });
    }

    run()
      .catch((caught: unknown) => fail(caught instanceof Error && caught.message ? caught.message : 'Authentication process failed'))
      .finally(() => clearTimeout(timer));
  }, [navigate, redeem, utils]);

  return { error };
}
