import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../../../ui/Button';

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
      <textarea
        id={id}
        autoFocus
        rows={4}
        value={notes}
        placeholder="Add details, triggers, context..."
        onChange={(event) => setNotes(event.target.value)}
        onKeyDown={onKeyDown}
        className="block w-full rounded-xl border border-slate-300 p-3 text-base focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none"
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
