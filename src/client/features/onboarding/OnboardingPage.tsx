import { Navigate, useLocation } from '../../lib/router';
import { useSession } from '../auth/useSession';
import { lazyWithPreload } from '../../lib/lazyWithPreload';
import { CenteredMessage } from '../../ui/CenteredMessage';
import { OfflineMessage } from '../connection/OfflineMessage';
import { useSessionUnreachable } from '../connection/useSessionUnreachable';
import { WelcomeScreen } from './WelcomeScreen';

// The questions (with the country picker) load only for a signed-in account, not with the welcome screen.
const QuestionsStage = lazyWithPreload(() => import('./QuestionsStage'), 'QuestionsStage');

/** Spec 4.1: signed out shows the welcome stage; signed in, the questions; done, the app. */
export function OnboardingPage() {
  const session = useSession();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const unreachable = useSessionUnreachable(session);

  if (unreachable) return <OfflineMessage purpose="sign-in" />;
  if (session.isPending) return <CenteredMessage title="Loading..." busy />;
  const user = session.data?.user;
  if (!user) return <WelcomeScreen />;
  if (user.onboardingCompleted) return <Navigate to={from ?? '/'} replace />;
  return <QuestionsStage />;
}
