import { Navigate } from '../../lib/router';
import { CenteredMessage } from '../../ui/CenteredMessage';

/** Spec 2.4, /onboarding/cancel: straight back to plan selection (the saved onboarding step). */
export function CheckoutCancelPage() {
  return (
    <>
      <CenteredMessage title="Returning to plan selection..." busy />
      <Navigate to="/onboarding" replace />
    </>
  );
}
