import { useId, useState } from 'react';
import { Button } from '../../ui/Button';
import { NotesField } from './NotesField';
import { useNotesDraft } from './useNotesDraft';

/**
 * Inline notes editing: Enter saves, Shift+Enter adds a line, Escape and Cancel leave unchanged.
 * The editor stays until the server confirms, so a failed save keeps what was typed.
 */
export function NotesEditor({
  profileId,
  initial,
  initialImages,
  onSave,
  onCancel,
}: {
  profileId: string;
  initial: string;
  initialImages: readonly string[];
  onSave: (notes: string, images: string[]) => Promise<unknown>;
  onCancel: () => void;
}) {
  const draft = useNotesDraft(profileId, { notes: initial, images: [...initialImages] });
  const [saving, setSaving] = useState(false);
  const save = () => {
    if (!draft.ready || saving) return;
    setSaving(true);
    onSave(draft.notes, draft.images.keys).catch(() => setSaving(false));
  };
  const hintId = useId();
  return (
    <div className="mt-3 space-y-2">
      <NotesField
        draft={draft}
        label="Notes"
        labelClassName="sr-only"
        placeholder="Add notes... (Markdown supported)"
        describedBy={hintId}
        rows={5}
        readOnly={saving}
        className="text-sm"
        onSubmit={save}
        onEscape={onCancel}
      />
      <div className="flex items-center justify-between gap-2">
        <span id={hintId} className="text-xs text-slate-500">
          Markdown supported
        </span>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button disabled={!draft.ready || saving} onClick={save}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </div>
    </div>
  );
}
