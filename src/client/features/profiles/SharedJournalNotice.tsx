import { Users } from 'lucide-react';
import { sharedAccessSentence } from '../sharing/sharedAccessSentence';
import type { CurrentProfile } from './useCurrentProfile';

/** Above a journal someone else shared: whose it is, what the reader may do, and that reads are seen. */
export function SharedJournalNotice({ profile }: { profile: CurrentProfile }) {
  return (
    <p className="flex items-start gap-2 rounded-2xl bg-teal-50 px-4 py-3 text-sm text-teal-900 ring-1 ring-slate-100">
      <Users aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{sharedAccessSentence(profile)} Leave it from the menu under your name.</span>
    </p>
  );
}
