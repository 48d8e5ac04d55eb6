import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '../../lib/router';
import { googleSignInErrorMessage } from '../../../shared/domain/google-sign-in';
import { reasonOf } from '../../lib/errorReason';
import { trpc } from '../../lib/trpc';
import { destinationFor } from './destination';
import { pendingInvitation, pendingInvite } from './pendingInvite';
import { pendingSignOut } from './pendingSignOut';

export const AUTH_TIMEOUT_MS = 7000;

/** The server's answer to an invitation for an existing account opened signed out. */
const isSignInRequired = (caught: unknown) => reasonOf(caught) === 'INVITE_SIGN_IN_REQUIRED';

/**
 * An invitation link the server would not honour: its reason in words, and where to go from here
 * (`heldForSignIn`: the invitation waits in this browser for its account to sign in).
 */
export type InvitationRefusal = { message: string; signedIn: boolean; heldForSignIn: boolean };

/** A login or invitation link that would sign in unasked, waiting for the person to say the account is theirs. */
export type AccountConfirmation = { email: string; invitedBy: string | null; answer: (confirmed: boolean) => void };

/**
 * Reads and removes what the link put in the URL fragment, so it stays out of history. An error
 * arrives as a code and is shown as its fixed sentence, never as text from the address.
 */
function takeFragment(): { token: string | null; invitation: string | null; error: string | null } {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  if (window.location.hash) window.history.replaceState(null, '', window.location.pathname + window.location.search);
  const errorCode = fragment.get('error');
  return { token: fragment.get('token'), invitation: fragment.get('invitation'), error: errorCode === null ? null : googleSignInErrorMessage(errorCode) };
}

/**
 * Spec 4.2: an existing session goes straight on. Otherwise redeem the login link with a POST (a
 * mail scanner's GET cannot burn it), or pick up the session Google sign-in just made, then route
 * by onboarding state. After 7 s without a session the session is checked once more; if there is
 * still none the time-out is shown, though a sign-in finishing later still goes on.
 */
export function useAuthCallback(): { error: string | null; refusal: InvitationRefusal | null; confirmation: AccountConfirmation | null } {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const redeem = trpc.auth.redeemLoginLink.useMutation();
  const accept = trpc.invitations.accept.useMutation();
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<InvitationRefusal | null>(null);
  const [confirmation, setConfirmation] = useState<AccountConfirmation | null>(null);
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
    const { token, invitation, error: fragmentError } = takeFragment();
    let accepting = false;
    let confirming = false;
    /** Shows whose account the link opens and resolves with the person's answer; no time-out runs meanwhile. */
    const confirmAccount = (email: string, invitedBy: string | null = null) => {
      confirming = true;
      return new Promise<boolean>((resolve) => setConfirmation({ email, invitedBy, answer: resolve })).finally(() => {
        confirming = false;
        setConfirmation(null);
      });
    };
    const urlType = new URLSearchParams(window.location.search).get('type');
    const currentUser = async () => {
      const session = await utils.auth.session.fetch(undefined, { staleTime: 0 }).catch(() => {
        throw new Error('Could not check current session. Please try again.');
      });
      return session.user;
    };
    /** Where a signed-in account goes; an invitation held until it signed in is accepted first. */
    const enter = async (user: NonNullable<Awaited<ReturnType<typeof currentUser>>>) => {
      const heldInvitation = pendingInvitation.take();
      if (heldInvitation) return acceptInvitation(heldInvitation);
      go(destinationFor(user, pendingInvite.take(urlType)));
    };

    /**
     * An invitation is accepted by POST, with or without a session: the server signs a signed-out
     * invitee in through the link mailed to them. The account's own journal stays selected; the
     * shared one joins the menu. A refusal changes nothing and gets its own page.
     */
    async function acceptInvitation(invitationToken: string) {
      accepting = true;
      try {
        const opened = await accept.mutateAsync({ token: invitationToken });
        if (!opened.accepted) {
          if (!(await confirmAccount(opened.email, opened.inviterName))) return go('/login');
          await accept.mutateAsync({ token: invitationToken, confirmed: true });
        }
      } catch (caught) {
        const message = caught instanceof Error && caught.message ? caught.message : 'This invitation could not be accepted.';
        const signedIn = (await currentUser().catch(() => null)) !== null;
        const heldForSignIn = isSignInRequired(caught);
        if (heldForSignIn) pendingInvitation.remember(invitationToken);
        if (!done) setRefusal({ message, signedIn, heldForSignIn });
        done = true;
        return;
      }
      pendingSignOut.clear();
      pendingInvite.take(urlType);
      const user = await currentUser();
      if (!user) throw new Error('Failed to retrieve user information after login.');
      await utils.profiles.list.invalidate();
      go(destinationFor(user, null));
    }

    async function run() {
      if (invitation) return acceptInvitation(invitation);
      const user = pendingSignOut.isPending() ? null : await currentUser();
      if (user) return enter(user);
      if (fragmentError) return fail(fragmentError);
      if (!token) {
        if (urlType) pendingInvite.remember(urlType);
        return go('/login');
      }
      const redeemed = await redeem.mutateAsync({ token });
      if (!redeemed.signedIn) {
        if (!(await confirmAccount(redeemed.email))) return go('/login');
        await redeem.mutateAsync({ token, confirmed: true });
      }
      pendingSignOut.clear();
      const signedIn = await currentUser();
      if (!signedIn) throw new Error('Failed to retrieve user information after login.');
      return enter(signedIn);
    }

    async function recheck() {
      if (accepting || confirming) return; // the acceptance, or the person, decides where to go, however long it takes
      const user = await currentUser().catch(() => null);
      if (user && !pendingSignOut.isPending()) await enter(user);
      else fail('Authentication process timed out. Please try logging in again.');
    }

    const timer = setTimeout(() => void recheck(), AUTH_TIMEOUT_MS);
    run()
      .catch((caught: unknown) => fail(caught instanceof Error && caught.message ? caught.message : 'Authentication process failed'))
      .finally(() => clearTimeout(timer));
  }, [navigate, redeem, accept, utils]);

  return { error, refusal, confirmation };
}
