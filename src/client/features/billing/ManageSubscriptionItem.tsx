import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { CreditCard } from 'lucide-react';
import { trpc } from '../../lib/trpc';
import { toastError } from '../../ui/toastError';
import { MENU_ITEM_CLASS } from '../profiles/ProfileMenuItems';
import { usePlanUsage } from './usePlanUsage';

/** A pro account's way to its Stripe customer portal (cancel, change card, invoices). */
export function ManageSubscriptionItem() {
  const usage = usePlanUsage();
  const portal = trpc.billing.portal.useMutation({
    onSuccess: ({ portalUrl }) => window.location.assign(portalUrl),
    onError: (error) => toastError(`Could not open your subscription: ${error.message}`),
  });
  if (!usage.data?.canManageSubscription) return null;
  // Still busy once the portal session is made: the page is on its way to Stripe.
  const opening = portal.isPending || portal.isSuccess;
  return (
    <DropdownMenu.Item
      className={MENU_ITEM_CLASS}
      disabled={opening}
      onSelect={(event) => {
        event.preventDefault(); // stays open, so 'Opening...' is seen
        portal.mutate();
      }}
    >
      <CreditCard aria-hidden className="size-4" />
      {opening ? 'Opening...' : 'Manage subscription'}
    </DropdownMenu.Item>
  );
}
