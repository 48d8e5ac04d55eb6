import { QUOTA_MESSAGES } from '../../../shared/domain/quota';
import { useStartUpgrade } from '../billing/useStartUpgrade';

const [LIMIT_REACHED, UPGRADE_QUESTION] = QUOTA_MESSAGES.EVENT_LIMIT_REACHED.split(/(?<=\.) /) as [string, string];

/**
 * The free plan's entry limit, said before a person picks a tile (the tiles are off) rather than
 * when the save is refused; 'Upgrade to Pro?' leads to checkout where this server takes payments.
 */
export function EntryLimitNotice({ paymentsAvailable }: { paymentsAvailable: boolean }) {
  const { redirecting, startUpgrade } = useStartUpgrade();
  return (
    <p role="status" className="mb-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
      {LIMIT_REACHED}{' '}
      {paymentsAvailable ? (
        <button type="button" disabled={redirecting} onClick={startUpgrade} className="font-semibold underline underline-offset-2 hover:text-amber-950">
          {redirecting ? 'Redirecting...' : UPGRADE_QUESTION}
        </button>
      ) : (
        'Deleting entries does not make room, and this server offers no upgrade.'
      )}
    </p>
  );
}
