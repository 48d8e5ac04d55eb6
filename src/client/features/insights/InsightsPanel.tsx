import { ChevronDown, ChevronUp, Sparkles } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { quotaReasonOf } from '../../lib/quotaReason';
import type { RouterOutputs } from '../../lib/trpc';
import { useShowEvidence } from '../feed/FeedScrollContext';
import { GenerationAlerts } from './GenerationAlerts';
import { InsightCard } from './InsightCard';
import { InsightProgressBar } from './InsightProgressBar';
import { EmptyInsights } from './EmptyInsights';
import { ClearAllInsights, GenerateButton } from './InsightsToolbar';
import { lastAnalyzedLabel } from './lastAnalyzed';
import { useInsightGeneration } from './useInsightGeneration';
import { useInsightRemoval } from './useInsightRemoval';

export type InsightsOverview = RouterOutputs['insights']['overview'];

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** accounts-plans-ai 2.9: the unlocked insights, a collapsible card. */
export function InsightsPanel({ profileId, owned, overview, headingId }: { profileId: string; owned: boolean; overview: InsightsOverview; headingId: string }) {
  const { insights, metrics, canManage, provider, patternNeeds } = overview;
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  const generation = useInsightGeneration(profileId, insights.length === 0 || metrics.lastAnalysisDate === null);
  const removal = useInsightRemoval(profileId);
  const showEvidence = useShowEvidence();
  const { progress } = generation;
  // A removed card takes its focused control with it; the focus goes back to the card's toggle.
  const toggle = useRef<HTMLButtonElement>(null);
  const removed = (remove: () => void) => () => {
    remove();
    toggle.current?.focus();
  };
  const loading = progress.status === 'loading';
  const generate = (label: string) => <GenerateButton canManage={canManage} loading={loading} label={label} onGenerate={generation.start} />;

  return (
    <div className="rounded-3xl bg-white shadow-sm ring-1 ring-slate-100">
      <h2 id={headingId} className="text-xl font-bold text-slate-900 md:text-2xl">
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center gap-3 rounded-3xl p-4 text-left"
        >
          <span aria-hidden className="grid size-10 shrink-0 place-items-center rounded-2xl bg-violet-100 text-violet-800">
            <Sparkles className="size-5" />
          </span>
          <span className="flex flex-1 flex-wrap items-center gap-2">
            AI Insights
            <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">Premium</span>
          </span>
          <span className="shrink-0 rounded-full bg-violet-100 px-2 py-0.5 text-xs font-bold tracking-wide text-violet-800">BETA</span>
          {open ? <ChevronUp aria-hidden className="size-5 shrink-0 text-slate-500" /> : <ChevronDown aria-hidden className="size-5 shrink-0 text-slate-500" />}
        </button>
      </h2>
      <div id={bodyId} hidden={!open} className="space-y-4 px-4 pb-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600">{lastAnalyzedLabel(metrics.lastAnalysisDate)}</p>
          <div className="flex flex-wrap items-center gap-2">
            {canManage && insights.length > 0 && <ClearAllInsights count={insights.length} onConfirm={removed(removal.clearAll)} />}
            {/* one way to analyse: with no insights it is the empty state's button */}
            {insights.length > 0 && generate('Generate Insights')}
          </div>
        </div>
        {(loading || progress.status === 'complete') && <InsightProgressBar progress={progress} />}
        {progress.status === 'idle' && generation.outcome && insights.length > 0 && (
          <p role="status" className="rounded-2xl bg-slate-50 p-3 text-sm text-slate-700">
            {generation.outcome.message} {generation.outcome.foundNothing && patternNeeds}
          </p>
        )}
        <GenerationAlerts
          failure={progress.status === 'error' ? progress.error : null}
          limitReached={!!generation.error && quotaReasonOf(generation.error) === 'INSIGHT_LIMIT_REACHED'}
          owned={owned}
          removalError={removal.error}
        />
        {insights.length === 0 ? (
          <EmptyInsights metrics={metrics} patternNeeds={patternNeeds} action={generate('Analyze Data')} />
        ) : (
          <ul aria-label="Insights" className="space-y-3">
            {insights.map((insight) => (
              <InsightCard
                key={insight.id}
                insight={insight}
                isNew={generation.newIds.has(insight.id)}
                owned={owned}
                onDelete={canManage ? removed(() => removal.deleteInsight(insight.id)) : undefined}
                onShowEvidence={() => showEvidence({ ids: insight.relatedEntryIds, title: insight.title })}
              />
            ))}
          </ul>
        )}
        <p className="flex flex-wrap gap-x-3 gap-y-1 border-t border-slate-200 pt-3 text-xs text-slate-600">
          <span>{count(metrics.entriesAnalyzed, 'entry analyzed', 'entries analyzed')}</span>
          <span>{count(metrics.patternsFound, 'pattern found', 'patterns found')}</span>
          <span>Powered by {provider}</span>
        </p>
      </div>
    </div>
  );
}
