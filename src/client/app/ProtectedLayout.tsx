import { Navigate, Outlet, useLocation } from 'react-router';
import { UserMenu } from '../features/auth/UserMenu';
import { useSession } from '../features/auth/useSession';
import { VolumeControl } from '../features/sound/VolumeControl';
import { RecentFeelingsAura } from '../features/timeline/RecentFeelingsAura';
import { AppHeader } from '../ui/AppHeader';
import { CenteredMessage } from '../ui/CenteredMessage';

/**
 * Spec 2.1: the signed-in part of the app. Visitors go to /onboarding (the page they wanted is
 * remembered), and so do accounts that have not finished onboarding.
 */
export function ProtectedLayout() {
  const location = useLocation();
  const session = useSession();

  if (session.isPending) return <CenteredMessage title="Checking authentication..." busy />;
  if (session.isError) {
    return <CenteredMessage title="Could not check current session. Please try again.">{session.error.message}</CenteredMessage>;
  }
  const { user } = session.data;
  if (!user) return <Navigate to="/onboarding" replace state={{ from: location.pathname + location.search }} />;
  if (!user.onboardingCompleted) return <Navigate to="/onboarding" replace />;

  return (
    <>
      <AppHeader>
        <RecentFeelingsAura />
        <VolumeControl />
        <UserMenu />
      </AppHeader>
      <Outlet />
    </>
  );
}
