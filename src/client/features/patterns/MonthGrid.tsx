import { monthWeeks } from '../../../shared/domain/calendar-days';
import { dayShade, visibleEntries } from '../../../shared/domain/day-colour';
import { WEEKDAY_NAMES } from '../../../shared/domain/statistics';
import { dayDescription, type Shown } from './dayDescription';
import type { CalendarDayTotals } from './useCalendarYear';

/** The month, Monday first; each day coloured by its feelings, with its number of entries; choosing one opens it in the feed. */
export function MonthGrid({ month, byDay, shown, today, onChoose }: { month: string; byDay: ReadonlyMap<string, CalendarDayTotals>; shown: Shown; today: string; onChoose: (day: string) => void }) {
  return (
    <table className="w-full">
      <thead>
        <tr>
          {WEEKDAY_NAMES.map((name) => (
            <th key={name} scope="col" abbr={name} className="text-xs font-semibold text-slate-600">
              {name.slice(0, 3)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week, index) => (
          <tr key={index}>
            {week.map((day, weekday) =>
              day === null ? (
                <td key={`empty-${weekday}`} />
              ) : (
                <td key={day} className="p-0.5">
                  <DayButton day={day} totals={byDay.get(day)} shown={shown} today={day === today} onChoose={onChoose} />
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DayButton({ day, totals, shown, today, onChoose }: { day: string; totals: CalendarDayTotals | undefined; shown: Shown; today: boolean; onChoose: (day: string) => void }) {
  const count = totals ? visibleEntries(totals, shown) : 0;
  const shade = totals && count > 0 ? dayShade(totals) : null;
  return (
    <button
      type="button"
      data-day={day}
      aria-current={today ? 'date' : undefined}
      onClick={() => onChoose(day)}
      style={shade ? { backgroundColor: shade.fill, color: shade.text } : undefined}
      className={`flex aspect-square w-full min-h-11 flex-col items-center justify-center rounded-xl text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-teal-700 ${shade ? '' : 'bg-white text-slate-700 ring-1 ring-slate-200'} ${today ? 'ring-2 ring-teal-600' : ''}`}
    >
      {/* Named by the whole sentence; the number and the count only draw it. */}
      <span aria-hidden className="font-semibold">{Number(day.slice(8))}</span>
      {count > 0 && <span aria-hidden className="text-xs">{count}</span>}
      <span className="sr-only">{dayDescription(day, totals, shown)}</span>
    </button>
  );
}
