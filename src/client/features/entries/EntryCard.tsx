import { Pencil, Trash2 } from 'lucide-react';
import { type MouseEvent, Suspense, useState } from 'react';
import { formatEntryDate, gradientFor, sentimentBorder } from '../../../shared/domain/entry-display';
import type { EntryPatch } from '../../../shared/schemas/entries';
import type { Entry } from './entryCache';
import { EntryImages } from '../images/EntryImages';
import { AffirmationText } from './AffirmationText';
import { EntryHeading } from './EntryHeading';
import { IntensityBadge } from './IntensityBadge';
import { SmallBodyMap } from './lazyBodyMap';
import { AdjustIntensityModal, EditTagsModal, EntryDetailsDialog } from './lazyDialogs';
import { MarkdownNotes } from './MarkdownNotes';
import { NotesEditor } from './NotesEditor';
import { TagChips } from './TagChips';

type OpenPanel = 'notes' | 'details' | 'tags' | 'intensity' | null;

/**
 * Clicks on controls, images and text fields are theirs; a click elsewhere edits the notes. Clicks
 * in a dialog the card opened (the image viewer) reach the card through React's tree but are not
 * inside it on the page.
 */
const isOwnClick = (event: MouseEvent) =>
  !event.currentTarget.contains(event.target as Node) || (event.target as HTMLElement).closest('button, a, img, textarea, input') !== null;

export function EntryCard({
  entry,
  profileId,
  canEdit,
  highlighted,
  onUpdate,
  onDelete,
}: {
  entry: Entry;
  profileId: string;
  canEdit: boolean;
  highlighted: boolean;
  onUpdate: (patch: EntryPatch) => Promise<unknown>;
  onDelete: () => void;
}) {
  const [open, setOpen] = useState<OpenPanel>(null);
  const close = () => setOpen(null);
  const saveNotes = (notes: string, images: string[]) => onUpdate({ notes, images }).then(close);
  // Phones: always shown, bottom right, away from the intensity badge. Wider screens: top right,
  // shown on hover or keyboard focus, and always where there is no hover (touch tablets).
  const deleteButton = (onGradient: boolean) =>
    canEdit && (
      <button
        type="button"
        aria-label="Delete entry"
        onClick={onDelete}
        className={`absolute right-1 bottom-1 grid size-11 place-items-center rounded-lg transition-opacity md:top-3 md:right-3 md:bottom-auto md:size-8 md:[@media(hover:hover)]:opacity-0 md:group-focus-within:opacity-100 md:group-hover:opacity-100 md:focus-visible:opacity-100 ${
          onGradient ? 'text-white/80 hover:bg-white/20 hover:text-white' : 'text-slate-500 hover:bg-red-50 hover:text-red-700'
        }`}
      >
        <Trash2 aria-hidden className="size-4" />
      </button>
    );
  const ring = highlighted ? 'ring-4 ring-amber-300' : '';

  if (entry.type === 'affirmation') {
    const [from, to] = gradientFor(entry.notes ?? entry.id);
    return (
      <article
        aria-label="Affirmation"
        data-entry-id={entry.id}
        className={`group relative rounded-2xl p-6 pr-12 shadow-sm transition-shadow ${ring}`}
        style={{ backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }}
      >
        <AffirmationText text={entry.notes ?? ''} editable={canEdit} onSave={(notes) => onUpdate({ notes })} />
        <p className="mt-2 text-xs font-medium text-white drop-shadow-sm">
          <time dateTime={entry.timestamp}>{formatEntryDate(entry.timestamp)}</time>
          {entry.addedBy && <span> · added by {entry.addedBy}</span>}
        </p>
        {deleteButton(true)}
      </article>
    );
  }

  return (
    <article
      aria-label={`${entry.type === 'emotional' ? 'Emotional' : 'Physical'} entry`}
      data-entry-id={entry.id}
      onClick={(event) => canEdit && open === null && !isOwnClick(event) && setOpen('notes')}
      className={`group relative rounded-2xl border-l-4 bg-white p-4 shadow-sm md:pr-12 ring-1 ring-slate-100 transition-shadow ${sentimentBorder(entry.mood_category)} ${canEdit ? 'cursor-pointer' : ''} ${ring}`}
    >
      <div className="flex items-start justify-between gap-3">
        <EntryHeading entry={entry} />
        <div className="flex shrink-0 items-start gap-3">
          {entry.type === 'physical' && entry.body_region && (
            <Suspense fallback={<div className="w-7" />}>
              <SmallBodyMap felt={entry} className="w-7" />
            </Suspense>
          )}
          <IntensityBadge entry={entry} onAdjust={canEdit ? () => setOpen('intensity') : undefined} />
        </div>
      </div>
      {open === 'notes' ? (
        <NotesEditor profileId={profileId} initial={entry.notes ?? ''} initialImages={entry.images ?? []} onSave={saveNotes} onCancel={close} />
      ) : (
        (entry.notes || entry.images) && (
          <div className="mt-3 flow-root">
            {entry.images && <EntryImages keys={entry.images} />}
            {entry.notes && <MarkdownNotes text={entry.notes} />}
          </div>
        )
      )}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-3.5 max-md:pr-10">
        <TagChips entry={entry} onOpen={() => setOpen('details')} />
        {canEdit && open !== 'notes' && (
          <button
            type="button"
            onClick={() => setOpen('notes')}
            className="relative inline-flex items-center gap-1 rounded-md px-1 text-xs font-medium text-teal-800 hover:underline max-md:min-h-8 max-md:tap-target"
          >
            <Pencil aria-hidden className="size-3" />
            {entry.notes ? 'Edit notes' : 'Add notes'}
          </button>
        )}
      </div>
      {deleteButton(false)}
      <Suspense fallback={null}>
        {open === 'details' && (
          <EntryDetailsDialog
            entry={entry}
            open
            onOpenChange={(isOpen) => setOpen(isOpen ? 'details' : null)}
            onEditTags={canEdit ? () => setOpen('tags') : undefined}
            onAdjustIntensity={canEdit ? () => setOpen('intensity') : undefined}
          />
        )}
        {open === 'tags' && <EditTagsModal open onOpenChange={(isOpen) => !isOpen && close()} initial={entry} onSave={onUpdate} />}
        {open === 'intensity' && (
          <AdjustIntensityModal open onOpenChange={(isOpen) => !isOpen && close()} current={entry.intensity} onSave={(intensity) => onUpdate({ intensity })} />
        )}
      </Suspense>
    </article>
  );
}
