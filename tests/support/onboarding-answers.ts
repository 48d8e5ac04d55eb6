import { COUNTRY_OPTIONS } from '../../src/shared/domain/countries';
import { ONBOARDING_QUESTIONS, type QuestionDefinition } from '../../src/shared/domain/onboarding';

/** An acceptable answer to any onboarding question: no, the first choice or the first country. */
function someAnswer(question: QuestionDefinition): boolean | string {
  if (question.type === 'yesno') return false;
  if (question.type === 'country') return COUNTRY_OPTIONS[0]!.name;
  return Object.keys(question.options ?? {})[0]!;
}

/** One valid answer per onboarding question, in order, as `onboarding.answer` takes them. */
export const ONBOARDING_ANSWERS = ONBOARDING_QUESTIONS.map((question) => ({ stepKey: question.field, value: someAnswer(question) }));
