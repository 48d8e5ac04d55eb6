import { hourLabel } from '../../../shared/domain/calendar-labels';
import { tagLabel } from '../../../shared/domain/entry-display';
import { WEEKDAY_NAMES } from '../../../shared/domain/statistics';
import type { RouterOutputs } from '../../lib/trpc';
import { BarChart } from './BarChart';
import { CELL, ChartCard, TABLE_CLASS } from './ChartCard';

type Statistics = RouterOutputs['patterns']['statistics'];
const mean = (value: number | null) => (value === null ? '—' : value.toFixed(1));

function CountTable({ caption, rows }: { caption: string; rows: readonly { label: string; count: number }[] }) {
  return (
    <table className={TABLE_CLASS}>
      <caption className="sr-only">{caption}</caption>
      <thead><tr><th className={CELL} scope="col">Name</th><th className={CELL} scope="col">Entries</th></tr></thead>
      <tbody>{rows.map((row) => <tr key={row.label}><th className={CELL} scope="row">{tagLabel(row.label)}</th><td className={CELL}>{row.count}</td></tr>)}</tbody>
    </table>
  );
}

/** How often each mood, then each sensation, was logged. */
export function DistributionCard({ title, rows, colour }: { title: string; rows: Statistics['moods']; colour: string }) {
  const top = rows.slice(0, 12);
  return (
    <ChartCard
      title={title}
      summary={rows.length === 0 ? 'None in this range.' : `Most often ${tagLabel(rows[0]!.label)} (${rows[0]!.count}).`}
      chart={rows.length > 0 && <BarChart data={top.map((row) => ({ label: tagLabel(row.label), value: row.count }))} max={top[0]!.count} colour={colour} />}
      table={<CountTable caption={title} rows={rows} />}
    />
  );
}

function IntensityTable({ caption, head, rows }: { caption: string; head: string; rows: readonly { label: string; entries: number; meanIntensity: number | null }[] }) {
  return (
    <table className={TABLE_CLASS}>
      <caption className="sr-only">{caption}</caption>
      <thead><tr><th className={CELL} scope="col">{head}</th><th className={CELL} scope="col">Feelings</th><th className={CELL} scope="col">Mean intensity</th></tr></thead>
      <tbody>{rows.map((row) => <tr key={row.label}><th className={CELL} scope="row">{row.label}</th><td className={CELL}>{row.entries}</td><td className={CELL}>{mean(row.meanIntensity)}</td></tr>)}</tbody>
    </table>
  );
}

const strongest = <Row extends { meanIntensity: number | null }>(rows: readonly Row[]) =>
  rows.reduce<Row | null>((best, row) => (row.meanIntensity !== null && (best === null || row.meanIntensity > best.meanIntensity!) ? row : best), null);

/** Mean intensity of feelings by weekday and by hour of day, in the account's zone. */
export function IntensityCards({ statistics }: { statistics: Statistics }) {
  const weekdays = statistics.byWeekday.map((row) => ({ ...row, label: WEEKDAY_NAMES[row.weekday]! }));
  const hours = statistics.byHour.map((row) => ({ ...row, label: hourLabel(row.hour) }));
  const topWeekday = strongest(weekdays);
  const topHour = strongest(hours);
  return (
    <>
      <ChartCard
        title="Mean intensity by weekday"
        summary={topWeekday ? `Strongest on ${topWeekday.label}s (${mean(topWeekday.meanIntensity)} of 10).` : 'No rated feelings in this range.'}
        chart={<BarChart data={weekdays.map((row) => ({ label: row.label.slice(0, 3), value: row.meanIntensity }))} max={10} colour="#7c3aed" />}
        table={<IntensityTable caption="Mean intensity by weekday" head="Weekday" rows={weekdays} />}
      />
      <ChartCard
        title="Mean intensity by hour of day"
        summary={topHour ? `Strongest around ${topHour.label} (${mean(topHour.meanIntensity)} of 10), in ${statistics.timeZone.replaceAll('_', ' ')} time.` : 'No rated feelings in this range.'}
        chart={<BarChart data={hours.map((row) => ({ label: row.label, value: row.meanIntensity }))} max={10} colour="#2563eb" tickEvery={6} />}
        table={<IntensityTable caption="Mean intensity by hour of day" head="Hour" rows={hours} />}
      />
    </>
  );
}
