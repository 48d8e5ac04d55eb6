import { Navigate, useLocation } from 'react-router';

/**
 * Guards the signed-in part of the app. Until accounts exist (issue #3) nobody is signed in,
 * so every visitor is sent to /onboarding with the page they wanted remembered.
 */
export function ProtectedLayout() {
  const location = useLocation();
  return <Navigate to="/onboarding" replace state={{ from: location.pathname }} />;
}
