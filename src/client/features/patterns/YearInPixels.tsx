import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { addDays, daysBetween, daysFrom, weekdayOfDay } from '../../../shared/domain/calendar-days';
import { dayShade, visibleEntries } from '../../../shared/domain/day-colour';
import { WEEKDAY_NAMES } from '../../../shared/domain/statistics';
import { dayDescription, type Shown } from './dayDescription';
import type { CalendarDayTotals } from './useCalendarYear';

const MOVES: Record<string, number> = { ArrowUp: -1, ArrowDown: 1, ArrowLeft: -7, ArrowRight: 7 };

/**
 * One square a day for a year: columns are weeks, rows weekdays. One tab stop (a grid with an
 * active cell): arrows move by a day or a week, Home and End to the year's ends, Enter opens the day.
 */
export function YearInPixels({ year, byDay, shown, start, onChoose }: { year: string; byDay: ReadonlyMap<string, CalendarDayTotals>; shown: Shown; start: string; onChoose: (day: string) => void }) {
  const id = useId();
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  const [active, setActive] = useState(start >= first && start <= last ? start : first);
  const rows = useMemo(() => {
    const offset = weekdayOfDay(first);
    const weeks = Math.ceil((offset + daysBetween(first, last) + 1) / 7);
    const grid: (string | null)[][] = Array.from({ length: 7 }, () => Array<string | null>(weeks).fill(null));
    for (const day of daysFrom(first, last)) {
      const index = offset + daysBetween(first, day);
      grid[index % 7]![Math.floor(index / 7)] = day;
    }
    return grid;
  }, [first, last]);
  const cellId = (day: string) => `${id}-${day}`;
  const move = (event: KeyboardEvent) => {
    let next: string | null = null;
    if (MOVES[event.key] !== undefined) next = addDays(active, MOVES[event.key]!);
    else if (event.key === 'Home') next = first;
    else if (event.key === 'End') next = last;
    else if (event.key === 'Enter' || event.key === ' ') onChoose(active);
    else return;
    event.preventDefault();
    if (next && next >= first && next <= last) setActive(next);
  };
  return (
    <div className="space-y-2">
      <div
        role="grid"
        tabIndex={0}
        aria-label={`Year in pixels, ${year}`}
        aria-describedby="calendar-legend"
        aria-activedescendant={cellId(active)}
        onKeyDown={move}
        className="overflow-y-auto rounded-xl p-1 focus-visible:outline-2 focus-visible:outline-teal-700"
      >
        {rows.map((row, weekday) => (
          <div role="row" key={weekday} className="mb-1 flex gap-1">
            <span role="rowheader" className="w-11 shrink-0 text-xs leading-none text-slate-600">{weekday % 2 === 0 ? WEEKDAY_NAMES[weekday]!.slice(0, 3) : <span className="sr-only">{WEEKDAY_NAMES[weekday]}</span>}</span>
            {row.map((day, week) => {
              if (day === null) return <span key={`empty-${week}`} role="gridcell" className="size-3 shrink-0" />;
              const totals = byDay.get(day);
              const shade = totals && visibleEntries(totals, shown) > 0 ? dayShade(totals) : null;
              return (
                <span
                  key={day}
                  id={cellId(day)}
                  role="gridcell"
                  aria-label={dayDescription(day, totals, shown)}
                  aria-selected={day === active}
                  data-day={day}
                  onClick={() => {
                    setActive(day);
                    onChoose(day);
                  }}
                  style={{ backgroundColor: shade?.fill ?? '#f1f5f9' }}
                  className={`size-3 shrink-0 cursor-pointer rounded ${day === active ? 'ring-2 ring-teal-600' : ''}`}
                />
              );
            })}
          </div>
        ))}
      </div>
      <p aria-live="polite" className="text-sm text-slate-700">{dayDescription(active, byDay.get(active), shown)}</p>
    </div>
  );
}
