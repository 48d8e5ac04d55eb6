import { ListFilter, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { IconButton } from '../../ui/IconButton';
import { CATEGORY_LABELS, evidenceLabel, type Insight, type InsightStrength } from '../../../shared/domain/insights';

const STRENGTHS: Record<InsightStrength, { label: string; look: string }> = {
  strong: { label: 'Strong', look: 'bg-teal-700 text-white' },
  moderate: { label: 'Moderate', look: 'bg-teal-100 text-teal-900' },
  weak: { label: 'Weak', look: 'bg-slate-100 text-slate-700' },
};
const SHOWN_STEPS = 3;

/** accounts-plans-ai 2.9: one insight, with its action steps and the entries it rests on. */
export function InsightCard({
  insight,
  isNew,
  owned,
  onDelete,
  onShowEvidence,
}: {
  insight: Insight;
  isNew: boolean;
  /** The journal is the account's own: 'your entries'; else 'this journal' (a viewer's are not theirs). */
  owned: boolean;
  /** Absent for those who may not delete insights. */
  onDelete?: () => void;
  onShowEvidence: () => void;
}) {
  const [allSteps, setAllSteps] = useState(false);
  const titleId = useId();
  const steps = allSteps ? insight.actionSteps : insight.actionSteps.slice(0, SHOWN_STEPS);
  const more = insight.actionSteps.length - SHOWN_STEPS;
  const evidence = insight.relatedEntryIds.length;
  const strength = STRENGTHS[insight.strength];
  return (
    <li aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex items-start gap-2">
        <h3 id={titleId} className="min-w-0 flex-1 font-semibold text-slate-900">
          {insight.title}
        </h3>
        {isNew && <span className="shrink-0 rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-800">New Insight</span>}
        {onDelete && (
          <IconButton label="Delete insight" onClick={onDelete} className="relative size-8 rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700 max-md:tap-target">
            <Trash2 aria-hidden className="size-4" />
          </IconButton>
        )}
      </div>
      <p className="mt-1.5 flex flex-wrap gap-2 text-xs font-medium">
        <span className={`rounded-full px-2 py-0.5 ${strength.look}`}>{strength.label}</span>
        <span className="rounded-full border border-slate-200 px-2 py-0.5 text-slate-700">{CATEGORY_LABELS[insight.category]}</span>
      </p>
      <p className="mt-2 text-sm text-slate-700">{insight.description}</p>
      {steps.length > 0 && (
        <ol aria-label="Action steps" className="mt-3 space-y-1 text-sm text-slate-800">
          {steps.map((step, index) => (
            <li key={index} className="flex gap-2">
              <span aria-hidden className="grid size-5 shrink-0 place-items-center rounded-full bg-violet-100 text-xs font-semibold text-violet-800">
                {index + 1}
              </span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
      )}
      {more > 0 && (
        <button
          type="button"
          aria-expanded={allSteps}
          onClick={() => setAllSteps(!allSteps)}
          className="mt-1 block rounded-full px-2 py-0.5 text-sm font-semibold text-violet-800 hover:bg-slate-100"
        >
          {allSteps ? (
            'Fewer steps'
          ) : (
            <>
              +{more}
              <span className="sr-only"> more steps</span>
            </>
          )}
        </button>
      )}
      {evidence > 0 && (
        <button
          type="button"
          onClick={onShowEvidence}
          className="mt-3 inline-flex min-h-9 items-center gap-1.5 rounded-full border border-slate-200 px-3 text-sm font-medium text-slate-700 hover:border-teal-600 hover:bg-teal-50"
        >
          <ListFilter aria-hidden className="size-4" />
          {evidenceLabel(evidence, owned)}
        </button>
      )}
    </li>
  );
}
