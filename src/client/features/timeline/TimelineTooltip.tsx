import { formatEntryDate } from '../../../shared/domain/entry-display';
import { pointFeeling, type TimelinePoint } from '../../../shared/domain/timeline';
import { useTimeZone } from '../auth/useTimeZone';

export const TOOLTIP_WIDTH = 208;

/** Date, feeling with intensity, image count and the next affirmation's first words. */
export function TimelineTooltip({ point, affirmation, left, top }: { point: TimelinePoint; affirmation: string | null; left: number; top: number }) {
  const { entry } = point;
  const timeZone = useTimeZone();
  return (
    <div
      role="tooltip"
      className="pointer-events-none absolute z-10 -translate-x-1/2 rounded-xl bg-slate-900 px-3 py-2 text-xs text-white shadow-lg"
      style={{ left, top, width: TOOLTIP_WIDTH }}
    >
      <p className="text-slate-300">{formatEntryDate(entry.timestamp, timeZone)}</p>
      <p className="font-semibold">
        {pointFeeling(entry)} · {entry.intensity}/10
      </p>
      {entry.images > 0 && <p>{entry.images === 1 ? '1 image' : `${entry.images} images`}</p>}
      {affirmation && <p className="mt-1 italic text-teal-200">“{affirmation}…”</p>}
    </div>
  );
}
