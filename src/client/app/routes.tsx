import { createBrowserRouter, Navigate } from 'react-router';
import { AuthCallbackPage } from '../features/auth/AuthCallbackPage';
import { LoginPage } from '../features/auth/LoginPage';
import { CheckoutCanceledPage } from '../features/billing/CheckoutCanceledPage';
import { PaymentSuccessPage } from '../features/billing/PaymentSuccessPage';
import { CheckoutCancelPage } from '../features/onboarding/CheckoutCancelPage';
import { CheckoutSuccessPage } from '../features/onboarding/CheckoutSuccessPage';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { CenteredMessage } from '../ui/CenteredMessage';
import { ProtectedLayout } from './ProtectedLayout';

// The journal (charts, Markdown, virtual list) and onboarding (country list) load as their own
// chunks, so the sign-in page does not wait for them.
const journal = async () => ({ Component: (await import('../features/journal/HomePage')).HomePage });
const onboarding = async () => ({ Component: (await import('../features/onboarding/OnboardingPage')).OnboardingPage });
const legal = (kind: 'terms' | 'privacy') => async () => {
  const { LegalPage } = await import('../pages/LegalPage');
  return { Component: () => <LegalPage kind={kind} /> };
};

/** The route table of spec 2.1. */
export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <CenteredMessage title="Loading..." busy />,
    children: [
      { path: '/onboarding', lazy: onboarding },
      { path: '/onboarding/success', element: <CheckoutSuccessPage /> },
      { path: '/onboarding/cancel', element: <CheckoutCancelPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/auth/callback', element: <AuthCallbackPage /> },
      { path: '/terms', lazy: legal('terms') },
      { path: '/privacy', lazy: legal('privacy') },
      { path: '/success', element: <PaymentSuccessPage /> },
      { path: '/canceled', element: <CheckoutCanceledPage /> },
      {
        element: <ProtectedLayout />,
        children: [
          { path: '/', lazy: journal },
          { path: '/feed', element: <Navigate to="/" replace /> },
        ],
      },
      { path: '*', element: <Navigate to="/onboarding" replace /> },
    ],
  },
]);
