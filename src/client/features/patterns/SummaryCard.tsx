import type { RouterOutputs } from '../../lib/trpc';

type Statistics = RouterOutputs['patterns']['statistics'];

/** The range's numbers: entries, days with entries, streaks, and the feelings by category. */
export function SummaryCard({ statistics }: { statistics: Statistics }) {
  const { totals, streaks, range } = statistics;
  const figures = [
    ['Entries', totals.entries],
    ['Days with entries', `${totals.activeDays} of ${range.days}`],
    ['Current streak', `${streaks.current} ${streaks.current === 1 ? 'day' : 'days'}`],
    ['Longest streak', `${streaks.longest} ${streaks.longest === 1 ? 'day' : 'days'}`],
    ['Positive feelings', totals.positive],
    ['Neutral feelings', totals.neutral],
    ['Negative feelings', totals.negative],
    ['Physical sensations', totals.physical],
    ['Affirmations', totals.affirmations],
    ['Mean intensity of feelings', totals.meanIntensity === null ? '—' : totals.meanIntensity.toFixed(1)],
  ] as const;
  return (
    <section aria-labelledby="stats-summary-heading" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="stats-summary-heading" className="sr-only">Summary</h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-2xl bg-slate-50 p-3">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-lg font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
