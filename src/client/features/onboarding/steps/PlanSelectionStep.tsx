import { useId } from 'react';
import { PLAN_FEATURES, PRO_PRICE_LABEL } from '../../../../shared/domain/plans';
import type { PlanType } from '../../../../shared/domain/plans';
import { PlanCard } from './PlanCard';
import { StepCard } from './StepCard';

export function PlanSelectionStep({
  busy,
  paymentsAvailable,
  onChoose,
  onBack,
}: {
  busy: boolean;
  paymentsAvailable: boolean;
  onChoose: (plan: PlanType) => void;
  onBack: () => void;
}) {
  const titleId = useId();
  return (
    <StepCard title="Choose Your Plan" titleId={titleId}>
      <p className="-mt-4 mb-6 text-slate-600">Select the plan that best fits your wellness journey.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <PlanCard
          name="Free"
          price="$0"
          cadence="forever"
          features={PLAN_FEATURES.free}
          action="Start for free"
          disabled={busy}
          onChoose={() => onChoose('free')}
        />
        <PlanCard
          name="Pro"
          price={PRO_PRICE_LABEL}
          cadence="per month"
          features={PLAN_FEATURES.pro}
          highlighted
          action="Go Pro"
          disabled={busy || !paymentsAvailable}
          note={paymentsAvailable ? undefined : 'Payments are not configured on this server yet. You can start on the free plan and upgrade later.'}
          onChoose={() => onChoose('pro')}
        />
      </div>
      <button type="button" onClick={onBack} disabled={busy} className="mt-4 -ml-3 inline-flex min-h-11 min-w-11 items-center rounded-lg px-3 text-sm font-semibold text-teal-800 underline hover:bg-teal-50">
        Back
      </button>
    </StepCard>
  );
}
