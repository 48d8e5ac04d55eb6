import {
  type AnswerValue,
  FIRST_STEP,
  type OnboardingAnswers,
  type OnboardingStepKey,
  type QuestionField,
  skipsCommitment,
  stepAfter,
  stepBefore,
} from './onboarding';
import type { PlanType } from './plans';

export interface OnboardingState extends OnboardingAnswers {
  stepKey: OnboardingStepKey;
}

export type OnboardingEventType =
  | 'step_viewed'
  | 'answer_submitted'
  | 'step_skipped_value_set'
  | 'commitment_made'
  | 'plan_selected'
  | 'step_revisited_via_back';

export interface OnboardingEvent {
  stepKey: OnboardingStepKey;
  type: OnboardingEventType;
  payload?: Record<string, unknown>;
}

export type OnboardingAction =
  | { kind: 'answer'; stepKey: QuestionField; value: AnswerValue }
  | { kind: 'back'; stepKey: OnboardingStepKey }
  | { kind: 'commit' }
  | { kind: 'choosePlan'; plan: PlanType };

export type Transition = { ok: true; state: OnboardingState; events: OnboardingEvent[] } | { ok: false; reason: string };

const requiredStep: Record<OnboardingAction['kind'], (action: OnboardingAction) => OnboardingStepKey> = {
  answer: (action) => (action as { stepKey: OnboardingStepKey }).stepKey,
  back: (action) => (action as { stepKey: OnboardingStepKey }).stepKey,
  commit: () => 'commitment',
  choosePlan: () => 'plan_selection',
};

export const initialOnboardingState = (): OnboardingState => ({
  stepKey: FIRST_STEP,
  answers: {},
  commitment: null,
  chosenPlan: null,
});

const viewed = (stepKey: OnboardingStepKey): OnboardingEvent => ({ stepKey, type: 'step_viewed' });

/**
 * Spec 4.1 as one pure function: the next state and the events it records. An action for a step
 * other than the current one is refused (a stale tab, a double click).
 */
export function applyOnboardingAction(state: OnboardingState, action: OnboardingAction): Transition {
  if (requiredStep[action.kind](action) !== state.stepKey) {
    return { ok: false, reason: 'This onboarding step is no longer current. Please reload the page.' };
  }
  switch (action.kind) {
    case 'answer': {
      const answered = { ...state, answers: { ...state.answers, [action.stepKey]: action.value } };
      const skip = action.stepKey === 'helpScope' && skipsCommitment(action.value);
      const next = { ...answered, commitment: skip ? false : answered.commitment, stepKey: stepAfter(action.stepKey, answered) };
      const events: OnboardingEvent[] = [{ stepKey: action.stepKey, type: 'answer_submitted', payload: { value: action.value } }];
      if (skip) events.push({ stepKey: 'commitment', type: 'step_skipped_value_set', payload: { commitment: false } });
      events.push(viewed(next.stepKey));
      return { ok: true, state: next, events };
    }
    case 'back': {
      const previous = stepBefore(state.stepKey, state);
      if (previous === state.stepKey) return { ok: false, reason: 'This is the first question.' };
      return {
        ok: true,
        state: { ...state, stepKey: previous },
        events: [{ stepKey: previous, type: 'step_revisited_via_back', payload: { from: state.stepKey } }, viewed(previous)],
      };
    }
    case 'commit':
      return {
        ok: true,
        state: { ...state, commitment: true, stepKey: 'plan_selection' },
        events: [{ stepKey: 'commitment', type: 'commitment_made', payload: { commitment: true } }, viewed('plan_selection')],
      };
    case 'choosePlan': {
      const chosen = { ...state, chosenPlan: action.plan };
      const events: OnboardingEvent[] = [{ stepKey: 'plan_selection', type: 'plan_selected', payload: { plan: action.plan } }];
      // Pro stays on plan selection: the browser leaves for checkout and comes back to /onboarding/success.
      if (action.plan === 'pro') return { ok: true, state: chosen, events };
      return { ok: true, state: { ...chosen, stepKey: 'completion' }, events: [...events, viewed('completion')] };
    }
  }
}
