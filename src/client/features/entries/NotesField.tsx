import { type KeyboardEvent, useId } from 'react';
import { TextArea } from '../../ui/TextArea';
import { ImageAttachments } from '../images/ImageAttachments';
import type { NotesDraftState } from './useNotesDraft';

/**
 * The notes box and its images, as the quick-add notes step and the feed's editor show them:
 * Enter submits (with Shift, Ctrl or Meta it does not), a paste attaches its images, and a broken
 * notes rule is said under the box. Escape goes to `onEscape` when given (otherwise it travels on,
 * to the quick-add panel, which cancels the flow).
 */
export function NotesField({
  draft,
  label,
  labelClassName,
  placeholder,
  describedBy,
  rows,
  readOnly = false,
  className = '',
  onSubmit,
  onEscape,
}: {
  draft: NotesDraftState;
  label: string;
  /** The label's look; `sr-only` keeps it for screen readers only. */
  labelClassName: string;
  placeholder: string;
  describedBy?: string;
  rows: number;
  readOnly?: boolean;
  className?: string;
  onSubmit: () => void;
  onEscape?: () => void;
}) {
  const id = useId();
  const problemId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      event.stopPropagation();
      onEscape();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.ctrlKey && !event.metaKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSubmit();
    }
  };
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <TextArea
        id={id}
        autoFocus
        rows={rows}
        value={draft.notes}
        readOnly={readOnly}
        placeholder={placeholder}
        aria-invalid={draft.problem ? true : undefined}
        aria-describedby={[draft.problem ? problemId : null, describedBy].filter(Boolean).join(' ') || undefined}
        onChange={(event) => draft.setNotes(event.target.value)}
        onKeyDown={onKeyDown}
        onPaste={draft.images.onPaste}
        className={className}
      />
      {draft.problem && (
        <p id={problemId} role="alert" className="text-sm text-red-700">
          {draft.problem}
        </p>
      )}
      <ImageAttachments {...draft.images.attachments} />
    </>
  );
}
