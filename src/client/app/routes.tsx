import { createBrowserRouter, Navigate } from 'react-router';
import { AuthCallbackPage } from '../features/auth/AuthCallbackPage';
import { LoginPage } from '../features/auth/LoginPage';
import { HomePage } from '../features/journal/HomePage';
import { CheckoutCancelPage } from '../features/onboarding/CheckoutCancelPage';
import { CheckoutSuccessPage } from '../features/onboarding/CheckoutSuccessPage';
import { OnboardingPage } from '../features/onboarding/OnboardingPage';
import { LegalPage } from '../pages/LegalPage';
import { PlaceholderPage } from '../pages/PlaceholderPage';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { ProtectedLayout } from './ProtectedLayout';

/** The route table of spec 2.1. Screens still to be built show what they will hold. */
export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/onboarding', element: <OnboardingPage /> },
      { path: '/onboarding/success', element: <CheckoutSuccessPage /> },
      { path: '/onboarding/cancel', element: <CheckoutCancelPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/auth/callback', element: <AuthCallbackPage /> },
      { path: '/terms', element: <LegalPage kind="terms" /> },
      { path: '/privacy', element: <LegalPage kind="privacy" /> },
      { path: '/success', element: <PlaceholderPage title="Payment successful! Updating your profile..." /> },
      { path: '/canceled', element: <PlaceholderPage title="Checkout Canceled" /> },
      {
        element: <ProtectedLayout />,
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/feed', element: <Navigate to="/" replace /> },
        ],
      },
      { path: '*', element: <Navigate to="/onboarding" replace /> },
    ],
  },
]);
