import { type KeyboardEvent, useId, useState } from 'react';
import { textSizeClass } from '../../../shared/domain/entry-display';

/**
 * The affirmation's words, editable in place: click, type, Enter saves, Escape cancels. The words
 * stay editable until the server confirms, so a failed save keeps them.
 */
export function AffirmationText({ text, editable, onSave }: { text: string; editable: boolean; onSave: (text: string) => Promise<unknown> }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const hintId = useId();
  const shown = text || 'Your affirmation';
  if (draft === null) {
    const words = <p className={`font-semibold wrap-anywhere text-white drop-shadow-sm ${textSizeClass(shown)}`}>{shown}</p>;
    if (!editable) return words;
    // Named by its words, as seen (WCAG 2.5.3); what a press does is its description.
    return (
      <>
        <button type="button" aria-describedby={hintId} className="block w-full min-w-0 text-left" onClick={() => setDraft(text)}>
          {words}
        </button>
        <span id={hintId} hidden>
          Edit affirmation
        </span>
      </>
    );
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setDraft(null);
    } else if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      if (saving) return;
      setSaving(true);
      onSave(draft).then(
        () => setDraft(null),
        () => {},
      ).finally(() => setSaving(false));
    }
  };
  return (
    <textarea
      aria-label="Affirmation"
      autoFocus
      rows={3}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={onKeyDown}
      readOnly={saving}
      aria-busy={saving}
      onBlur={() => !saving && setDraft(null)}
      className="block w-full rounded-xl bg-white/90 p-3 text-lg text-slate-900 focus:outline-none"
    />
  );
}
