import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../../ui/Button';
import { TextArea } from '../../ui/TextArea';

/** Inline notes editing: Enter saves, Shift+Enter adds a line, Escape and Cancel leave unchanged. */
export function NotesEditor({ initial, onSave, onCancel }: { initial: string; onSave: (notes: string) => void; onCancel: () => void }) {
  const [notes, setNotes] = useState(initial);
  const hintId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSave(notes);
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
        placeholder="Add notes... (Markdown supported)"
        onChange={(event) => setNotes(event.target.value)}
        onKeyDown={onKeyDown}
        className="text-sm"
      />
      <div className="flex items-center justify-between gap-2">
        <span id={hintId} className="text-xs text-slate-500">
          Markdown supported
        </span>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={() => onSave(notes)}>Save</Button>
        </div>
      </div>
    </div>
  );
}
