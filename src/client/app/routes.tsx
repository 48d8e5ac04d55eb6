import { createBrowserRouter, Navigate } from 'react-router';
import { WelcomeScreen } from '../features/onboarding/WelcomeScreen';
import { LegalPage } from '../pages/LegalPage';
import { PlaceholderPage } from '../pages/PlaceholderPage';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { ProtectedLayout } from './ProtectedLayout';

/** The route table of spec 2.1. Screens still to be built show what they will hold. */
export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/onboarding', element: <WelcomeScreen /> },
      { path: '/onboarding/success', element: <PlaceholderPage title="Payment successful! Finalizing setup..." /> },
      { path: '/onboarding/cancel', element: <Navigate to="/onboarding" replace /> },
      { path: '/login', element: <WelcomeScreen /> },
      { path: '/auth/callback', element: <PlaceholderPage title="Finishing authentication..." /> },
      { path: '/terms', element: <LegalPage kind="terms" /> },
      { path: '/privacy', element: <LegalPage kind="privacy" /> },
      { path: '/success', element: <PlaceholderPage title="Payment successful! Updating your profile..." /> },
      { path: '/canceled', element: <PlaceholderPage title="Checkout Canceled" /> },
      {
        element: <ProtectedLayout />,
        children: [
          { path: '/', element: <PlaceholderPage title="Your journal" /> },
          { path: '/feed', element: <Navigate to="/" replace /> },
        ],
      },
      { path: '*', element: <Navigate to="/onboarding" replace /> },
    ],
  },
]);
