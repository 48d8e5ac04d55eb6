import type { ImportSummary } from '../../../shared/domain/import-summary';
import { useTimeZone } from '../auth/useTimeZone';
import { calendarDayOf } from '../../../shared/domain/zoned-time';

const day = (iso: string, timeZone: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone });
const count = (value: number, one: string, many: string) => `${value.toLocaleString('en-US')} ${value === 1 ? one : many}`;

/** What an import would add: its entries and their dates, what is already there, photos, and the plan's room. */
export function ImportPreview({ summary, fileName }: { summary: ImportSummary; fileName: string }) {
  const timeZone = useTimeZone();
  const extras = [
    summary.images > 0 && count(summary.images, 'photo', 'photos'),
    summary.insights > 0 && count(summary.insights, 'insight', 'insights'),
    summary.exerciseSessions > 0 && count(summary.exerciseSessions, 'eye-movement session', 'eye-movement sessions'),
  ].filter(Boolean);
  return (
    <section aria-label="What the import adds" className="space-y-1 rounded-2xl bg-slate-50 p-4 text-sm text-slate-800">
      <p className="font-semibold text-slate-900">{fileName}</p>
      <p>
        {count(summary.newEntries, 'new entry', 'new entries')}
        {summary.from && summary.to && (calendarDayOf(summary.from, timeZone) === calendarDayOf(summary.to, timeZone)
            ? `, on ${day(summary.from, timeZone)}`
            : `, from ${day(summary.from, timeZone)} to ${day(summary.to, timeZone)}`)}
        .
      </p>
      {summary.alreadyThere > 0 && <p>{count(summary.alreadyThere, 'entry is', 'entries are')} already in this journal and will be left as they are.</p>}
      {extras.length > 0 && <p>With {extras.join(', ')}.</p>}
      {summary.imagesMissing > 0 && <p>{count(summary.imagesMissing, 'photo is', 'photos are')} missing from the file and will be left out.</p>}
      {!summary.fits && (
        <p role="alert" className="mt-2 rounded-xl bg-amber-50 p-3 text-amber-900">
          This import adds {count(summary.newEntries, 'entry', 'entries')}, but your free plan has room for {(summary.room ?? 0).toLocaleString('en-US')} more. Upgrade to
          Pro, or import a smaller file.
        </p>
      )}
    </section>
  );
}
