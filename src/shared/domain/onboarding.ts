import { COUNTRY_NAMES } from './countries';
import type { PlanType } from './plans';
import { progressAlong } from './progress';

export type QuestionType = 'yesno' | 'select' | 'country' | 'radio';

export interface QuestionDefinition {
  field: string;
  label: string;
  type: QuestionType;
  /** value → label, in display order (select and radio). */
  options?: Readonly<Record<string, string>>;
}

export const ONBOARDING_QUESTIONS = [
  { field: 'lifeStruggle', label: 'Are you going through a struggle in your life right now?', type: 'yesno' },
  {
    field: 'occupation',
    label: 'What best describes your occupation?',
    type: 'select',
    options: {
      employed_full_time: 'Employed full-time',
      employed_part_time: 'Employed part-time',
      business_owner_entrepreneur: 'Business owner / entrepreneur',
      executive_senior_management: 'Executive / senior management',
      freelancer_self_employed: 'Freelancer / self-employed',
      student: 'Student',
      unemployed: 'Unemployed',
      homemaker_stay_at_home_parent: 'Homemaker / stay-at-home parent',
      retired: 'Retired',
    },
  },
  { field: 'satisfiedEconomy', label: 'Are you satisfied with your financial situation?', type: 'yesno' },
  { field: 'country', label: 'Which country do you live in?', type: 'country' },
  { field: 'comfortableAlone', label: 'Are you comfortable spending time alone?', type: 'yesno' },
  {
    field: 'maritalStatus',
    label: 'What is your relationship status?',
    type: 'select',
    options: {
      single: 'Single',
      in_relationship: 'In a relationship',
      engaged: 'Engaged',
      married: 'Married',
      separated: 'Separated',
      divorced: 'Divorced',
      widowed: 'Widowed',
    },
  },
  { field: 'attentionNeeds', label: 'Do you feel you need more attention from the people around you?', type: 'yesno' },
  { field: 'hasChildren', label: 'Do you have children?', type: 'yesno' },
  { field: 'notDoingBest', label: "Do you feel you haven't been at your best lately?", type: 'yesno' },
  {
    field: 'helpScope',
    label: 'Who would you like Attune to help?',
    type: 'radio',
    options: { myself: 'Help myself', others: 'Help someone else', group: 'Help both myself and others' },
  },
] as const satisfies readonly QuestionDefinition[];

export type QuestionField = (typeof ONBOARDING_QUESTIONS)[number]['field'];
export type OnboardingStepKey = QuestionField | 'commitment' | 'plan_selection' | 'completion';
export type AnswerValue = boolean | string;
export type Answers = Partial<Record<QuestionField, AnswerValue>>;

/** What onboarding_progress.answers_json holds: the answers plus the commitment and chosen plan. */
export interface OnboardingAnswers {
  answers: Answers;
  commitment: boolean | null;
  chosenPlan: PlanType | null;
}

export const ONBOARDING_STEPS: readonly OnboardingStepKey[] = [
  ...ONBOARDING_QUESTIONS.map((question) => question.field),
  'commitment',
  'plan_selection',
  'completion',
];

export const FIRST_STEP: OnboardingStepKey = ONBOARDING_STEPS[0]!;

export function isStepKey(value: string): value is OnboardingStepKey {
  return (ONBOARDING_STEPS as readonly string[]).includes(value);
}

export function questionFor(step: OnboardingStepKey): QuestionDefinition | undefined {
  return ONBOARDING_QUESTIONS.find((question) => question.field === step);
}

/** 'Step n of m' by the rule of every flow: skipping the commitment moves the count forward. */
export const onboardingProgress = (step: OnboardingStepKey) => progressAlong(ONBOARDING_STEPS, step);

/** Spec 2.3: the bar fills by (step-1)/(total-1), steps counted from 1. */
export function progressFraction(step: OnboardingStepKey): number {
  const { step: position, of } = onboardingProgress(step);
  return (position - 1) / (of - 1);
}

/** Whether `value` is an acceptable answer to `question` (Continue is enabled, the server accepts it). */
export function isValidAnswer(question: QuestionDefinition, value: unknown): value is AnswerValue {
  switch (question.type) {
    case 'yesno':
      return value === true || value === false;
    case 'country':
      return typeof value === 'string' && COUNTRY_NAMES.has(value);
    default:
      return typeof value === 'string' && question.options !== undefined && Object.hasOwn(question.options, value);
  }
}

/** Helping someone else (alone or too) skips the personal commitment (spec 4.1). */
export function skipsCommitment(helpScope: AnswerValue | undefined): boolean {
  return helpScope === 'others' || helpScope === 'group';
}

export function stepAfter(step: OnboardingStepKey, state: OnboardingAnswers): OnboardingStepKey {
  if (step === 'helpScope' && skipsCommitment(state.answers.helpScope)) return 'plan_selection';
  return ONBOARDING_STEPS[Math.min(ONBOARDING_STEPS.indexOf(step) + 1, ONBOARDING_STEPS.length - 1)]!;
}

/** One step back; from plan selection that is the last question when the commitment was skipped. */
export function stepBefore(step: OnboardingStepKey, state: OnboardingAnswers): OnboardingStepKey {
  if (step === 'plan_selection' && skipsCommitment(state.answers.helpScope)) return 'helpScope';
  return ONBOARDING_STEPS[Math.max(ONBOARDING_STEPS.indexOf(step) - 1, 0)]!;
}
