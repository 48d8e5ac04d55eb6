import type { NewEntryInput } from '../../../shared/schemas/entries';
import { Button } from '../../ui/Button';
import { Emoji } from '../../ui/Emoji';
import { keepRefusedDraft, readRefusedDraft } from './refusedDraft';

/** The entry the free plan refused, kept until it can be saved (after an upgrade) or is discarded. */
export function RefusedDraftNotice({
  profileId,
  atLimit,
  onSave,
  onDiscarded,
}: {
  profileId: string;
  atLimit: boolean;
  onSave: (entry: NewEntryInput) => void;
  onDiscarded: () => void;
}) {
  const draft = readRefusedDraft(profileId);
  if (!draft) return null;
  const notes = draft.entry.notes?.trim();
  return (
    <section aria-label="Entry not saved yet" className="mb-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p>
        <Emoji emoji={draft.emoji} /> <strong>{draft.label}</strong> was not saved when the entry limit was reached. It is kept here
        {atLimit ? ' until there is room: after an upgrade it can be saved.' : ', ready to save.'}
      </p>
      {notes && <p className="mt-1 line-clamp-2 break-words italic">“{notes}”</p>}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button disabled={atLimit} onClick={() => onSave(draft.entry)}>
          Save it now
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            keepRefusedDraft(profileId, null);
            onDiscarded();
          }}
        >
          Discard
        </Button>
      </div>
    </section>
  );
}
