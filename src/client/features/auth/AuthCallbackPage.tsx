import { lazy, Suspense } from 'react';
import { Link } from '../../lib/router';
import { CenteredMessage } from '../../ui/CenteredMessage';
import { useAuthCallback } from './useAuthCallback';

const ConfirmLinkAccount = lazy(() => import('./ConfirmLinkAccount'));

const BUTTON_CLASS = 'mt-6 inline-flex min-h-11 items-center rounded-xl bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800';

export function AuthCallbackPage() {
  const { error, refusal, confirmation } = useAuthCallback();
  if (confirmation) {
    return (
      <Suspense fallback={<CenteredMessage title="Finishing authentication..." busy />}>
        <ConfirmLinkAccount
          email={confirmation.email}
          invitedBy={confirmation.invitedBy}
          onContinue={() => confirmation.answer(true)} onCancel={() => confirmation.answer(false)} />
      </Suspense>
    );
  }
  if (refusal) {
    return (
      <CenteredMessage title="Invitation not accepted">
        <p role="alert">{refusal.message}</p>
        <Link to={refusal.signedIn ? '/' : '/login'} className={BUTTON_CLASS}>
          {refusal.signedIn ? 'Go to Attune' : refusal.heldForSignIn ? 'Sign In to Accept' : 'Back to Login'}
        </Link>
      </CenteredMessage>
    );
  }
  if (!error) return <CenteredMessage title="Finishing authentication..." busy />;
  return (
    <CenteredMessage title="Authentication Failed">
      <p role="alert">{error}</p>
      <Link to="/login" className={BUTTON_CLASS}>
        Back to Login
      </Link>
    </CenteredMessage>
  );
}
