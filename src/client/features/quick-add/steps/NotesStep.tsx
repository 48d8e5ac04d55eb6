import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../../../ui/Button';
import { TextArea } from '../../../ui/TextArea';

/**
 * The last step: why this feeling. Enter saves (Shift, Ctrl or Meta with Enter does not);
 * Escape cancels the whole flow (handled by the panel).
 */
export function NotesStep({ busy, onSave }: { busy: boolean; onSave: (notes: string) => void }) {
  const [notes, setNotes] = useState('');
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.ctrlKey || event.metaKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!busy) onSave(notes);
  };
  return (
    <div className="space-y-3">
      <label htmlFor={id} className="block text-center text-lg font-semibold text-slate-800">
        Why this feeling? (Add details for AI Affirmation)
      </label>
      <TextArea
        id={id}
        autoFocus
        rows={4}
        value={notes}
        placeholder="Add details, triggers, context..."
        onChange={(event) => setNotes(event.target.value)}
        onKeyDown={onKeyDown}
        className="text-base"
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={busy} onClick={() => onSave('')}>
          Skip Details
        </Button>
        <Button disabled={busy} onClick={() => onSave(notes)}>
          Save Entry
        </Button>
      </div>
    </div>
  );
}
