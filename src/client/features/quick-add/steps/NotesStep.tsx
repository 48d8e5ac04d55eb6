import { type KeyboardEvent, useId, useState } from 'react';
import type { NotesDraft } from '../../../../shared/domain/quick-add-flow';
import { Button } from '../../../ui/Button';
import { ImageAttachments } from '../../images/ImageAttachments';
import { useImageUploads } from '../../images/useImageUploads';
import { TextArea } from '../../../ui/TextArea';

/**
 * The last step: why this feeling (or, for an affirmation, its words). Enter saves (Shift, Ctrl or Meta with Enter does not);
 * Escape cancels the whole flow (handled by the panel). It starts from `initial`, which holds
 * the notes and images again after a failed save.
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
  const [notes, setNotes] = useState(initial.notes);
  const images = useImageUploads(profileId, initial.images);
  // The flow resets as soon as an entry is saved, so only unfinished uploads hold saving back.
  const blocked = images.uploading;
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.ctrlKey || event.metaKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!blocked) onSave(notes, images.keys);
  };
  return (
    <div className="space-y-3">
      <label htmlFor={id} className="block text-center text-lg font-semibold text-slate-800">
        {prompt.label}
      </label>
      <TextArea
        id={id}
        autoFocus
        rows={4}
        value={notes}
        placeholder={prompt.placeholder}
        onChange={(event) => setNotes(event.target.value)}
        onKeyDown={onKeyDown}
        onPaste={images.onPaste}
        className="text-base"
      />
      <ImageAttachments {...images.attachments} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={blocked} onClick={() => onSave('', [])}>
          Skip Details
        </Button>
        <Button disabled={blocked} onClick={() => onSave(notes, images.keys)}>
          Save Entry
        </Button>
      </div>
    </div>
  );
}
