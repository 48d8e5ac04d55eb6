import { useEffect } from 'react';
import { EntryCard } from '../entries/EntryCard';
import { entryQueue, usePendingEntries } from './pendingEntries';
import { PendingStatus } from './PendingStatus';

/**
 * Under 'You are offline' when the app opens without a connection: the entries logged on this
 * device that wait to be sent, so a reload never seems to lose them. They are sent once the
 * connection is back and the journal loads.
 */
export function WaitingWhileOffline() {
  const waiting = usePendingEntries(null);
  useEffect(() => {
    void entryQueue.load().then((queue) => queue.showWaiting());
  }, []);
  if (waiting.length === 0) return null;
  return (
    <section aria-labelledby="waiting-heading" className="mt-6 w-full text-left">
      <h2 id="waiting-heading" className="mb-3 text-base font-semibold text-slate-800">
        Kept on this device ({waiting.length})
      </h2>
      <ol className="space-y-3">
        {[...waiting].reverse().map((pending) => (
          <li key={pending.id}>
            <EntryCard
              entry={pending.shown}
              profileId={pending.profileId}
              canEdit={false}
              highlighted={false}
              onUpdate={() => Promise.resolve()}
              onDelete={() => {}}
              status={<PendingStatus pending={pending} />}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
