import { useId, useState } from 'react';
import { StepActions } from './StepActions';
import { StepCard } from './StepCard';

export function CommitmentStep({ busy, onCommit, onBack }: { busy: boolean; onCommit: () => void; onBack: () => void }) {
  const titleId = useId();
  const [committed, setCommitted] = useState(false);
  return (
    <StepCard title="Your Commitment" titleId={titleId} onSubmit={() => committed && onCommit()}>
      <p className="text-slate-600">
        Paying regular attention to your feelings improves your well-being, and Attune's AI will help you make sense of
        them along the way.
      </p>
      <blockquote className="mt-5 rounded-2xl bg-teal-50 p-4 font-medium text-teal-900">
        I promise to record at least one feeling or thought every day for the next 5 days.
      </blockquote>
      <label className="mt-5 flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          checked={committed}
          onChange={(event) => setCommitted(event.target.checked)}
          className="size-5 accent-teal-700"
        />
        <span className="font-semibold text-slate-800">I gladly commit to myself</span>
      </label>
      <StepActions onBack={onBack} canGoBack continueDisabled={!committed} busy={busy} />
    </StepCard>
  );
}
