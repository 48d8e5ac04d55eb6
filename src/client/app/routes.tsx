import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AuthCallbackPage } from '../features/auth/AuthCallbackPage';
import { CenteredMessage } from '../ui/CenteredMessage';
import {
  CheckoutCanceledPage,
  CheckoutCancelPage,
  CheckoutSuccessPage,
  HomePage,
  LegalPage,
  LoginPage,
  OnboardingPage,
  PaymentSuccessPage,
} from './pages';
import { ProtectedLayout } from './ProtectedLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** The route table of spec 2.1. */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<CenteredMessage title="Loading..." busy />}>
        <Routes>
          <Route path="/onboarding" element={<OnboardingPage />} />
          <Route path="/onboarding/success" element={<CheckoutSuccessPage />} />
          <Route path="/onboarding/cancel" element={<CheckoutCancelPage />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/auth/callback" element={<AuthCallbackPage />} />
          <Route path="/terms" element={<LegalPage kind="terms" />} />
          <Route path="/privacy" element={<LegalPage kind="privacy" />} />
          <Route path="/success" element={<PaymentSuccessPage />} />
          <Route path="/canceled" element={<CheckoutCanceledPage />} />
          <Route element={<ProtectedLayout />}>
            <Route path="/" element={<HomePage />} />
            <Route path="/feed" element={<Navigate to="/" replace />} />
          </Route>
          <Route path="*" element={<Navigate to="/onboarding" replace />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
