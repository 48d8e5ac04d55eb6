import { Navigate, useLocation } from 'react-router';
import { UserMenu } from '../auth/UserMenu';
import { useSession } from '../auth/useSession';
import { AppHeader } from '../../ui/AppHeader';
import { CenteredMessage } from '../../ui/CenteredMessage';
import { OnboardingFlow } from './OnboardingFlow';
import { WelcomeScreen } from './WelcomeScreen';

/** Spec 4.1: signed out shows the welcome stage; signed in, the questions; done, the app. */
export function OnboardingPage() {
  const session = useSession();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;

  if (session.isPending) return <CenteredMessage title="Loading..." busy />;
  const user = session.data?.user;
  if (!user) return <WelcomeScreen />;
  if (user.onboardingCompleted) return <Navigate to={from ?? '/'} replace />;
  return (
    <>
      <AppHeader>
        <UserMenu />
      </AppHeader>
      <OnboardingFlow />
    </>
  );
}
