import * as z from './zod';
import { PLAN_TYPES } from '../domain/plans';
import { isStepKey, isValidAnswer, ONBOARDING_QUESTIONS, type OnboardingStepKey, questionFor } from '../domain/onboarding';
import { freeText } from './text';

const questionFields = ONBOARDING_QUESTIONS.map((question) => question.field) as [string, ...string[]];

export const stepKeySchema = z
  .string()
  .refine(isStepKey, 'Unknown onboarding step.')
  .transform((key) => key as OnboardingStepKey);

export const answerInput = z
  .object({
    stepKey: z.enum(questionFields, 'Unknown onboarding question.'),
    value: z.union([z.boolean(), freeText().trim().max(200)], 'An answer must be yes/no or one of the choices.'),
  })
  .refine(({ stepKey, value }) => isValidAnswer(questionFor(stepKey as OnboardingStepKey)!, value), {
    message: 'That answer is not one of the choices for this question.',
    path: ['value'],
  });
export type AnswerInput = z.infer<typeof answerInput>;

export const backInput = z.object({ stepKey: stepKeySchema });

export const commitInput = z.object({
  commitment: z.literal(true, 'Please tick "I gladly commit to myself" to continue.'),
});

export const planSchema = z.enum(PLAN_TYPES, 'Choose the free or the pro plan.');
export const choosePlanInput = z.object({ plan: planSchema });
