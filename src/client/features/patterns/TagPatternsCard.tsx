import { tagLabel } from '../../../shared/domain/entry-display';
import { MIN_PATTERN_SIDE } from '../../../shared/domain/statistics';
import type { RouterOutputs } from '../../lib/trpc';
import { CELL, TABLE_CLASS } from './ChartCard';

type Pattern = RouterOutputs['patterns']['statistics']['tagPatterns'][number];

const percent = (share: number) => `${Math.round(share * 100)}%`;
const points = (value: number) => `${value > 0 ? '+' : ''}${Math.round(value * 100)}`;

const sentence = (pattern: Pattern) =>
  `${percent(pattern.with.share)} of feelings tagged ${tagLabel(pattern.value)} were negative, against ${percent(pattern.without.share)} without it.`;

/** Negative feelings with and without each tag, the named patterns first; the table is the chart. */
export function TagPatternsCard({ patterns }: { patterns: readonly Pattern[] }) {
  const named = patterns.filter((pattern) => pattern.named);
  return (
    <section aria-labelledby="tag-patterns-heading" className="space-y-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="tag-patterns-heading" className="text-lg font-bold text-slate-900">Tags and negative feelings</h2>
      {named.length === 0 ? (
        <p className="text-sm text-slate-700">No pattern yet: a tag is named when its difference holds at 95% and each side has at least {MIN_PATTERN_SIDE} feelings.</p>
      ) : (
        <ul className="space-y-2">
          {named.map((pattern) => (
            <li key={`${pattern.tag}:${pattern.value}`} className={`rounded-2xl p-3 text-sm ${pattern.difference.estimate > 0 ? 'bg-red-50 text-red-800' : 'bg-teal-50 text-teal-900'}`}>
              <p className="font-semibold">Pattern: {tagLabel(pattern.value)}</p>
              <p>{sentence(pattern)}</p>
              <p>
                {pattern.with.negative} of {pattern.with.feelings} with it, {pattern.without.negative} of {pattern.without.feelings} without; difference {points(pattern.difference.estimate)} points (95% interval {points(pattern.difference.low)} to {points(pattern.difference.high)}).
              </p>
            </li>
          ))}
        </ul>
      )}
      {/* A focusable region, so a keyboard can scroll a table wider than a phone. */}
      <div className="overflow-y-auto" tabIndex={0} role="region" aria-label="Tags and negative feelings, table">
        <table className={TABLE_CLASS}>
          <caption className="sr-only">Share of negative feelings with and without each tag</caption>
          <thead>
            <tr>
              <th className={CELL} scope="col">Tag</th>
              <th className={CELL} scope="col">With it</th>
              <th className={CELL} scope="col">Without it</th>
              <th className={CELL} scope="col">Difference (95% interval)</th>
              <th className={CELL} scope="col">Pattern</th>
            </tr>
          </thead>
          <tbody>
            {patterns.map((pattern) => (
              <tr key={`${pattern.tag}:${pattern.value}`} className="border-t border-slate-100">
                <th className={CELL} scope="row">{tagLabel(pattern.value)}</th>
                <td className={CELL}>{pattern.with.negative} of {pattern.with.feelings} ({percent(pattern.with.share)})</td>
                <td className={CELL}>{pattern.without.negative} of {pattern.without.feelings} ({percent(pattern.without.share)})</td>
                <td className={CELL}>{points(pattern.difference.estimate)} ({points(pattern.difference.low)} to {points(pattern.difference.high)})</td>
                <td className={CELL}>{pattern.named ? 'Yes' : pattern.with.feelings < MIN_PATTERN_SIDE || pattern.without.feelings < MIN_PATTERN_SIDE ? 'Too few entries' : 'No'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
