import { Suspense } from 'react';
import { lazyWithPreload } from '../lib/lazyWithPreload';
import { Navigate, useLocation } from '../lib/router';
import { useSession } from '../features/auth/useSession';
import { OfflineMessage } from '../features/connection/OfflineMessage';
import { useSessionUnreachable } from '../features/connection/useSessionUnreachable';
import { CenteredMessage } from '../ui/CenteredMessage';
import { HomePage } from './pages';
import { SignedInLayout, usePrefetchLikelyPage } from './usePrefetchLikelyPage';

// Opened offline, the entries waiting on this device to be sent (issue 37); the service worker keeps this chunk.
const WaitingWhileOffline = lazyWithPreload(() => import('../features/offline/WaitingWhileOffline'), 'WaitingWhileOffline');

/**
 * Spec 2.1: the signed-in part of the app. Visitors go to /onboarding (the page they wanted is
 * remembered), and so do accounts that have not finished onboarding. The header and the journal
 * are fetched only for a signed-in account (or one this browser saw signed in), so a visitor on
 * the way to the welcome screen never downloads them. Without a connection it says so, and checks
 * again when the connection is back.
 */
export function ProtectedLayout() {
  const location = useLocation();
  const session = useSession();
  const unreachable = useSessionUnreachable(session);
  usePrefetchLikelyPage(session.isPending);

  // Offline, the session query waits (React Query pauses it) or has failed: the app says why.
  if (unreachable) {
    return (
      <OfflineMessage>
        <Suspense fallback={null}>
          <WaitingWhileOffline />
        </Suspense>
      </OfflineMessage>
    );
  }
  if (session.isPending) return <CenteredMessage title="Checking authentication..." busy />;
  if (session.isError) {
    return <CenteredMessage title="Could not check current session. Please try again.">{session.error.message}</CenteredMessage>;
  }
  const { user } = session.data;
  if (!user) return <Navigate to="/onboarding" replace state={{ from: location.pathname + location.search }} />;
  if (!user.onboardingCompleted) return <Navigate to="/onboarding" replace />;

  void HomePage.preload(); // beside the header's chunk, not after it
  return <SignedInLayout />;
}
