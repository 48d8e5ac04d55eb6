import { Navigate, useLocation } from 'react-router';
import { signedInHint } from '../features/auth/signedInHint';
import { useSession } from '../features/auth/useSession';
import { lazyWithPreload } from '../lib/lazyWithPreload';
import { CenteredMessage } from '../ui/CenteredMessage';
import { HomePage, OnboardingPage } from './pages';

// Fetched only once the session is known to be signed in, so a visitor on the way to the welcome
// screen never downloads the journal.
const SignedInLayout = lazyWithPreload(() => import('./SignedInLayout'), 'SignedInLayout');

/**
 * Spec 2.1: the signed-in part of the app. Visitors go to /onboarding (the page they wanted is
 * remembered), and so do accounts that have not finished onboarding.
 */
export function ProtectedLayout() {
  const location = useLocation();
  const session = useSession();

  if (session.isPending) {
    // While the server is asked, fetch the code of the likelier answer: the journal or the welcome screen.
    if (signedInHint.wasSignedIn()) void Promise.all([SignedInLayout.preload(), HomePage.preload()]);
    else void OnboardingPage.preload();
    return <CenteredMessage title="Checking authentication..." busy />;
  }
  if (session.isError) {
    return <CenteredMessage title="Could not check current session. Please try again.">{session.error.message}</CenteredMessage>;
  }
  const { user } = session.data;
  if (!user) return <Navigate to="/onboarding" replace state={{ from: location.pathname + location.search }} />;
  if (!user.onboardingCompleted) return <Navigate to="/onboarding" replace />;

  void HomePage.preload(); // beside the header's chunk, not after it
  return <SignedInLayout />;
}
