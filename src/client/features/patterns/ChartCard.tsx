import type { ReactNode } from 'react';

/** A titled panel: the chart, then its text alternative as a table to open. */
export function ChartCard({ title, summary, chart, table }: { title: string; summary?: string; chart?: ReactNode; table: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {summary && <p className="text-sm text-slate-700">{summary}</p>}
      {chart}
      <details className="text-sm text-slate-800">
        <summary className="cursor-pointer font-medium text-teal-800">{title}: as a table</summary>
        <div className="mt-2 overflow-y-auto" tabIndex={0} role="region" aria-label={`${title}, table`}>
          {table}
        </div>
      </details>
    </section>
  );
}

/** The tables of the statistics and the calendar; their cells space themselves with CELL. */
export const TABLE_CLASS = 'w-full text-left text-sm';
export const CELL = 'py-1 pr-2';
