import { Suspense } from 'react';
import { Navigate, Route, Routes } from '../lib/router';
import { AuthCallbackPage } from '../features/auth/AuthCallbackPage';
import { CenteredMessage } from '../ui/CenteredMessage';
import { PageTitle } from '../ui/PageTitle';
import {
  CalendarPage,
  CheckoutCanceledPage,
  CheckoutCancelPage,
  CheckoutSuccessPage,
  HomePage,
  LegalPage,
  LoginPage,
  OnboardingPage,
  PaymentSuccessPage,
  RemindersPage,
  StatsPage,
} from './pages';
import { ProtectedLayout } from './ProtectedLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** The route table of spec 2.1, with each page's title. */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<CenteredMessage title="Loading..." busy />}>
        <Routes>
          <Route path="/onboarding" element={<><PageTitle page="Welcome" /><OnboardingPage /></>} />
          <Route path="/onboarding/success" element={<><PageTitle page="Payment successful" /><CheckoutSuccessPage /></>} />
          <Route path="/onboarding/cancel" element={<><PageTitle page="Checkout canceled" /><CheckoutCancelPage /></>} />
          <Route path="/login" element={<><PageTitle page="Sign in" /><LoginPage /></>} />
          <Route path="/auth/callback" element={<><PageTitle page="Signing in…" /><AuthCallbackPage /></>} />
          <Route path="/terms" element={<><PageTitle page="Terms of Service" /><LegalPage kind="terms" /></>} />
          <Route path="/privacy" element={<><PageTitle page="Privacy Policy" /><LegalPage kind="privacy" /></>} />
          <Route path="/success" element={<><PageTitle page="Payment successful" /><PaymentSuccessPage /></>} />
          <Route path="/canceled" element={<><PageTitle page="Checkout canceled" /><CheckoutCanceledPage /></>} />
          <Route element={<ProtectedLayout />}>
            <Route path="/" element={<><PageTitle /><HomePage /></>} />
            <Route path="/feed" element={<Navigate to="/" replace />} />
            <Route path="/search" element={<HomePage view="search" />} />
            <Route path="/calendar" element={<><PageTitle page="Calendar" /><CalendarPage /></>} />
            <Route path="/stats" element={<><PageTitle page="Statistics" /><StatsPage /></>} />
            <Route path="/settings/reminders" element={<><PageTitle page="Reminders" /><RemindersPage /></>} />
          </Route>
          <Route path="*" element={<Navigate to="/onboarding" replace />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
