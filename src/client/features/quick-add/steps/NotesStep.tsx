import type { NotesDraft } from '../../../../shared/domain/quick-add-flow';
import { Button } from '../../../ui/Button';
import { NotesField } from '../../entries/NotesField';
import { useNotesDraft } from '../../entries/useNotesDraft';

/**
 * The last step: why this feeling (or, for an affirmation, its words). Enter saves; Escape
 * cancels the whole flow (handled by the panel). It starts from `initial`, which holds the notes
 * and images again after a failed save.
 */
export function NotesStep({
  profileId,
  prompt,
  initial,
  onSave,
}: {
  profileId: string | null;
  prompt: { label: string; placeholder: string };
  initial: NotesDraft;
  onSave: (notes: string, images: string[]) => void;
}) {
  // A new entry's images may wait on this device without a connection (issue 37); an edit's may not.
  const draft = useNotesDraft(profileId, initial, { keepOffline: true });
  // The flow resets as soon as an entry is saved, so only unfinished uploads hold saving back.
  const save = () => {
    if (draft.ready) onSave(draft.notes, draft.images.keys);
  };
  return (
    <div className="space-y-3">
      <NotesField
        draft={draft}
        label={prompt.label}
        labelClassName="block text-center text-lg font-semibold text-slate-800"
        placeholder={prompt.placeholder}
        rows={4}
        className="text-base"
        onSubmit={save}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={draft.images.uploading} onClick={() => onSave('', [])}>
          Skip Details
        </Button>
        <Button disabled={!draft.ready} onClick={save}>
          Save Entry
        </Button>
      </div>
    </div>
  );
}
