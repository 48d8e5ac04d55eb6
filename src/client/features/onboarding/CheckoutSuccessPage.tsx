import { useEffect, useRef } from 'react';
import { Link, useNavigate } from '../../lib/router';
import { CenteredMessage } from '../../ui/CenteredMessage';
import { useSession } from '../auth/useSession';
import { useCompleteOnboarding } from './useCompleteOnboarding';

const REDIRECT_WITHOUT_USER_MS = 1500;

/**
 * Spec 2.4, /onboarding/success: finishes the account setup after checkout. The plan itself
 * turns pro only when the payment provider's verified webhook says so.
 */
export function CheckoutSuccessPage() {
  const navigate = useNavigate();
  const session = useSession();
  const complete = useCompleteOnboarding();
  const started = useRef(false);
  const user = session.data?.user;

  useEffect(() => {
    if (session.isPending) return;
    if (!user) {
      const timer = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_WITHOUT_USER_MS);
      return () => clearTimeout(timer);
    }
    if (started.current) return;
    started.current = true;
    complete.mutate();
  }, [session.isPending, user, navigate, complete]);

  if (complete.isError) {
    return (
      <CenteredMessage title="Setup Failed">
        <p role="alert">Failed to ensure user setup: {complete.error.message}</p>
        <Link to="/onboarding" className="mt-6 inline-flex min-h-11 items-center rounded-xl bg-teal-700 px-5 font-semibold text-white">
          Retry Onboarding
        </Link>
      </CenteredMessage>
    );
  }
  return <CenteredMessage title="Payment successful! Finalizing setup..." busy />;
}
