import { AlertTriangle, CloudOff, Copy, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatEntryDate, tagLabel } from '../../../shared/domain/entry-display';
import type { Entry } from '../entries/entryCache';
import { entryQueue, type PendingEntry } from './pendingEntries';

/** The entry as plain text, to paste elsewhere once the server has refused it. */
export function entryText(entry: Entry): string {
  const what = entry.type === 'affirmation' ? 'Affirmation' : tagLabel((entry.type === 'emotional' ? entry.specific_mood : entry.sensation) ?? entry.type);
  const intensity = entry.intensity === null ? '' : `, intensity ${entry.intensity}`;
  const where = entry.body_region ? ` (${tagLabel(entry.body_region)}${entry.specific_body_region ? `, ${entry.specific_body_region}` : ''})` : '';
  return [`${what}${where}${intensity}, ${formatEntryDate(entry.timestamp)}`, entry.notes ?? ''].filter(Boolean).join('\n');
}

const photos = (count: number) => (count === 1 ? '1 photo' : `${count} photos`);

/**
 * The line at the foot of a card that is not on the server yet: 'Waiting to sync' while it waits,
 * or why the server refused it, with its text to copy and a way to discard it.
 */
export function PendingStatus({ pending }: { pending: PendingEntry }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  if (!pending.conflict) {
    return (
      <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-medium text-amber-900 ring-1 ring-amber-200">
        <CloudOff aria-hidden className="size-3.5" />
        Waiting to sync
        {pending.waitingImages > 0 && <span className="font-normal">· {photos(pending.waitingImages)} to upload</span>}
      </p>
    );
  }
  // Without a clipboard (an insecure page, a refusing browser) it says so rather than failing silently.
  const copy = () =>
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(entryText(pending.shown)))
      .then(
        () => setCopied('yes'),
        () => setCopied('failed'),
      );
  const discard = () => void entryQueue.load().then(({ discardQueued }) => discardQueued(pending.id));
  const button = 'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-medium md:min-h-8';
  return (
    <div role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
      <p className="flex items-start gap-2">
        <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>{pending.conflict}</span>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <button type="button" onClick={() => void copy()} className={`${button} bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50`}>
          <Copy aria-hidden className="size-4" /> Copy text
        </button>
        <button type="button" onClick={discard} className={`${button} text-red-800 hover:bg-red-100`}>
          <Trash2 aria-hidden className="size-4" /> Discard
        </button>
        <span aria-live="polite" className="text-xs">
          {copied === 'yes' && 'Copied.'}
          {copied === 'failed' && 'This browser did not allow copying.'}
        </span>
      </div>
    </div>
  );
}
