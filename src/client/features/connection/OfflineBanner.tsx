import { useOnline } from '../../lib/useOnline';

/** A line under the header while the connection is gone; the status region stays so screen readers announce it. */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" className="sticky top-16 z-30">
      {!online && (
        <p className="bg-amber-50 px-4 py-2 text-center text-sm text-amber-900">
          You are offline. Attune will reload your journal when you are back online.
        </p>
      )}
    </div>
  );
}
