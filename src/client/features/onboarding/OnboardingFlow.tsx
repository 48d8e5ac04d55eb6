import { ONBOARDING_STEPS, onboardingProgress, progressFraction, questionFor } from '../../../shared/domain/onboarding';
import { stepLabel } from '../../../shared/domain/progress';
import { Button } from '../../ui/Button';
import { CenteredMessage } from '../../ui/CenteredMessage';
import { ProgressBar } from './ProgressBar';
import { CommitmentStep } from './steps/CommitmentStep';
import { CompletionStep } from './steps/CompletionStep';
import { PlanSelectionStep } from './steps/PlanSelectionStep';
import { QuestionStep } from './steps/QuestionStep';
import { useOnboardingFlow } from './useOnboardingFlow';

/** The questions stage (spec 2.3, 4.1): one step at a time under a progress bar. */
export function OnboardingFlow() {
  const flow = useOnboardingFlow();
  const { state } = flow;

  if (flow.loadError) {
    return (
      <CenteredMessage title="We could not load your onboarding.">
        <p>{flow.loadError}</p>
        <Button className="mt-4" onClick={flow.retryLoad}>
          Try again
        </Button>
      </CenteredMessage>
    );
  }
  if (!state) return <CenteredMessage title="Loading..." busy />;

  const { stepKey } = state;
  const back = () => flow.back({ stepKey });
  const question = questionFor(stepKey);
  let step;
  if (question) {
    step = (
      <QuestionStep
        key={stepKey}
        question={question}
        savedAnswer={state.answers[question.field as keyof typeof state.answers]}
        isFirst={stepKey === ONBOARDING_STEPS[0]}
        busy={flow.busy}
        onAnswer={(value) => flow.answer({ stepKey, value })}
        onBack={back}
      />
    );
  } else if (stepKey === 'commitment') {
    step = <CommitmentStep busy={flow.busy} onCommit={() => flow.commit({ commitment: true })} onBack={back} />;
  } else if (stepKey === 'plan_selection') {
    step = (
      <PlanSelectionStep
        busy={flow.busy}
        paymentsAvailable={flow.paymentsAvailable}
        onChoose={(plan) => flow.choosePlan({ plan })}
        onBack={back}
      />
    );
  } else {
    step = <CompletionStep plan={state.chosenPlan} />;
  }

  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-8 md:py-12">
      <ProgressBar fraction={progressFraction(stepKey)} label={stepLabel(onboardingProgress(stepKey))} />
      {step}
      {flow.stepError && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          Error: {flow.stepError}
        </p>
      )}
    </main>
  );
}
