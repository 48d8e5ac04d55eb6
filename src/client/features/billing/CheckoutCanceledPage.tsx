import { Link } from '../../lib/router';
import { CenteredMessage } from '../../ui/CenteredMessage';

/** Spec 2.4, /canceled: nothing was charged; back to the app. */
export function CheckoutCanceledPage() {
  return (
    <CenteredMessage title="Checkout Canceled">
      <p>Your checkout process was canceled. You can return to the app or try upgrading again later.</p>
      <Link to="/" className="mt-6 inline-flex min-h-11 items-center rounded-xl bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800">
        Back to App
      </Link>
    </CenteredMessage>
  );
}
