import { useEffect, useRef } from 'react';
import { QUOTA_MESSAGES } from '../../../shared/domain/quota';
import { useStartUpgrade } from '../billing/useStartUpgrade';

/** The panel's errors, said as alerts and brought into view when they change. */
export function PanelAlerts({ messages }: { messages: readonly (string | null)[] }) {
  const shown = messages.filter((text): text is string => Boolean(text));
  const box = useRef<HTMLDivElement>(null);
  const key = shown.join('\n');
  useEffect(() => {
    if (key) box.current?.scrollIntoView({ block: 'nearest' });
  }, [key]);
  if (shown.length === 0) return null;
  return (
    <div ref={box} className="mb-3 space-y-2">
      {shown.map((text) => (
        <p key={text} role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {text}
        </p>
      ))}
    </div>
  );
}

/** Why a viewer's tiles are off, said before they try rather than as a failed save. */
export function ViewOnlyNotice({ profile }: { profile: { name: string; sharedBy: string | null } }) {
  return (
    <p role="status" className="mb-3 rounded-xl bg-slate-100 p-3 text-sm text-slate-700">
      You can view {profile.name}'s journal but not add to it. Ask {profile.sharedBy ?? 'its owner'} for editor access.
    </p>
  );
}

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
