import { dayTitle } from '../../../shared/domain/calendar-labels';
import { dayShade, visibleEntries } from '../../../shared/domain/day-colour';
import { CELL, TABLE_CLASS } from './ChartCard';
import type { Shown } from './dayDescription';
import type { CalendarDayTotals } from './useCalendarYear';

/** The year in pixels as text: each day with entries, its counts and its colour's meaning. */
export function YearTable({ year, days, shown }: { year: string; days: readonly CalendarDayTotals[]; shown: Shown }) {
  const listed = days.filter((day) => visibleEntries(day, shown) > 0);
  return (
    <details className="text-sm text-slate-800">
      <summary className="cursor-pointer font-medium text-teal-800">The days of {year} as a table</summary>
      <div className="mt-2 overflow-y-auto" tabIndex={0} role="region" aria-label={`The days of ${year}, table`}>
        <table className={TABLE_CLASS}>
          <caption className="sr-only">Days of {year} with entries</caption>
          <thead>
            <tr><th className={CELL} scope="col">Day</th><th className={CELL} scope="col">Entries</th><th className={CELL} scope="col">Positive</th><th className={CELL} scope="col">Negative</th><th className={CELL} scope="col">Mean intensity</th><th className={CELL} scope="col">Colour</th></tr>
          </thead>
          <tbody>
            {listed.map((day) => (
              <tr key={day.day}>
                <th className={CELL} scope="row">{dayTitle(day.day)}</th>
                <td className={CELL}>{visibleEntries(day, shown)}</td>
                <td className={CELL}>{day.positive}</td>
                <td className={CELL}>{day.negative}</td>
                <td className={CELL}>{day.rated === 0 ? '—' : (day.intensitySum / day.rated).toFixed(1)}</td>
                <td className={CELL}>{dayShade(day).description}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {listed.length === 0 && <p>No entries in {year}.</p>}
      </div>
    </details>
  );
}
