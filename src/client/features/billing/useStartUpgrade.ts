import { trpc } from '../../lib/trpc';

/**
 * The usage banner's upgrade: a Stripe Checkout page for pro, where the browser goes. Spec 8 has
 * a failure said in a browser alert.
 */
export function useStartUpgrade() {
  const checkout = trpc.billing.checkout.useMutation({
    onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
    onError: (error) => window.alert(`Error starting upgrade: ${error.message || 'Unknown error'}`),
  });
  // Still busy once the checkout is made: the page is on its way to Stripe.
  const redirecting = checkout.isPending || checkout.isSuccess;
  return { redirecting, startUpgrade: () => checkout.mutate({ from: 'app' }) };
}
