import { formatEntryDate, tagLabel } from '../../../shared/domain/entry-display';
import { nextAffirmationPreview, type TimelineEntry, type TimelinePoint } from '../../../shared/domain/timeline';

/** Date, feeling with intensity, image count and the next affirmation's first words. */
export function TimelineTooltip({ point, entries, left, top }: { point: TimelinePoint; entries: readonly TimelineEntry[]; left: number; top: number }) {
  const { entry } = point;
  const images = entry.images?.length ?? 0;
  const affirmation = nextAffirmationPreview(entries, point.time);
  return (
    <div
      role="tooltip"
      className="pointer-events-none absolute z-10 w-52 -translate-x-1/2 rounded-xl bg-slate-900 px-3 py-2 text-xs text-white shadow-lg"
      style={{ left, top }}
    >
      <p className="text-slate-300">{formatEntryDate(entry.timestamp)}</p>
      <p className="font-semibold">
        {tagLabel(entry.specific_mood ?? entry.sensation ?? entry.type)} · {entry.intensity}/10
      </p>
      {images > 0 && <p>{images === 1 ? '1 image' : `${images} images`}</p>}
      {affirmation && <p className="mt-1 italic text-teal-200">“{affirmation}…”</p>}
    </div>
  );
}
