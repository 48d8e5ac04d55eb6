import type { InsightMetrics } from '../../../shared/domain/insights';

/**
 * accounts-plans-ai 2.9's empty state. Before any analysis: 'No insights yet' and what analysing
 * does. After one that found nothing: what it read and what the engine needs to name a pattern,
 * for as long as it is so (not only in the 3 s the progress shows).
 */
export function EmptyInsights({ metrics, patternNeeds, action }: { metrics: InsightMetrics; patternNeeds: string; action: React.ReactNode }) {
  const analyzed = metrics.lastAnalysisDate !== null;
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 p-6 text-center">
      <p className="font-semibold text-slate-900">No insights yet</p>
      {analyzed ? (
        <div className="mx-auto mt-1 mb-4 max-w-prose space-y-1 text-sm text-slate-600">
          <p>{analysisFoundNothing(metrics.entriesAnalyzed)}</p>
          <p>{patternNeeds}</p>
        </div>
      ) : (
        <p className="mt-1 mb-4 text-sm text-slate-600">Generate AI-powered insights by analyzing your wellness data</p>
      )}
      {action}
    </div>
  );
}

export const analysisFoundNothing = (entries: number) =>
  `The last analysis read ${entries} ${entries === 1 ? 'entry' : 'entries'} and found no pattern in ${entries === 1 ? 'it' : 'them'} yet.`;
