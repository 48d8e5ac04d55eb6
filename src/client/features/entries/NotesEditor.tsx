import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../../ui/Button';
import { ImageAttachments } from '../images/ImageAttachments';
import { useImageUploads } from '../images/useImageUploads';
import { TextArea } from '../../ui/TextArea';

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
  const [notes, setNotes] = useState(initial);
  const [saving, setSaving] = useState(false);
  const images = useImageUploads(profileId, initialImages);
  const blocked = images.uploading || saving;
  const save = () => {
    if (blocked) return;
    setSaving(true);
    onSave(notes, images.keys).catch(() => setSaving(false));
  };
  const hintId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
    }
  };
  return (
    <div className="mt-3 space-y-2">
      <TextArea
        aria-label="Notes"
        aria-describedby={hintId}
        autoFocus
        rows={5}
        value={notes}
        readOnly={saving}
        placeholder="Add notes... (Markdown supported)"
        onChange={(event) => setNotes(event.target.value)}
        onKeyDown={onKeyDown}
        onPaste={images.onPaste}
        className="text-sm"
      />
      <ImageAttachments {...images.attachments} />
      <div className="flex items-center justify-between gap-2">
        <span id={hintId} className="text-xs text-slate-500">
          Markdown supported
        </span>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button disabled={blocked} onClick={save}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </div>
    </div>
  );
}
