import { NO_FEELINGS_SHADE, SHADE_LEGEND } from '../../../shared/domain/day-colour';

/** What the colours mean: the balance of a day's feelings, and (deeper) a mean intensity of 6 or more. */
export function CalendarLegend() {
  return (
    <div className="space-y-1 text-xs text-slate-700">
      <p id="calendar-legend" className="font-semibold">Colour: the balance of the day’s feelings; deeper when their mean intensity is 6 or more.</p>
      <ul className="flex flex-wrap gap-x-3 gap-y-1">
        {SHADE_LEGEND.map((shade) => (
          <li key={`${shade.balance}-${shade.strength}`} className="flex items-center gap-1">
            <span aria-hidden className="inline-block size-3 rounded ring-1 ring-slate-200" style={{ backgroundColor: shade.fill }} />
            {shade.balance}, {shade.strength}
          </li>
        ))}
        <li className="flex items-center gap-1">
          <span aria-hidden className="inline-block size-3 rounded ring-1 ring-slate-200" style={{ backgroundColor: NO_FEELINGS_SHADE.fill }} />
          entries but no feelings
        </li>
      </ul>
    </div>
  );
}
