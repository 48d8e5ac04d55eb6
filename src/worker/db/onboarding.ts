import type { Kysely, Transaction } from 'kysely';
import { isStepKey, type OnboardingAnswers } from '../../shared/domain/onboarding';
import { initialOnboardingState, type OnboardingEvent, type OnboardingState } from '../../shared/domain/onboarding-flow';
import type { Database } from './schema';

/**
 * The saved progress, locked for the caller's transaction. An unknown saved step (e.g. a step
 * removed since) restarts at the first question, keeping nothing: `restarted` says so.
 */
export async function lockProgress(trx: Transaction<Database>, userId: string) {
  const row = await trx
    .selectFrom('onboarding_progress')
    .select(['current_step_key', 'answers_json'])
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return { progress: null, restarted: false };
  if (!isStepKey(row.current_step_key)) return { progress: initialOnboardingState(), restarted: true };
  const saved = row.answers_json as Partial<OnboardingAnswers>;
  return {
    restarted: false,
    progress: {
      stepKey: row.current_step_key,
      answers: saved.answers ?? {},
      commitment: saved.commitment ?? null,
      chosenPlan: saved.chosenPlan ?? null,
    } satisfies OnboardingState,
  };
}

export async function saveProgress(trx: Kysely<Database>, userId: string, progress: OnboardingState) {
  const answers = { answers: progress.answers, commitment: progress.commitment, chosenPlan: progress.chosenPlan };
  await trx
    .insertInto('onboarding_progress')
    .values({ user_id: userId, current_step_key: progress.stepKey, answers_json: JSON.stringify(answers), last_updated_at: new Date() })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({
        current_step_key: progress.stepKey,
        answers_json: JSON.stringify(answers),
        last_updated_at: new Date(),
      }),
    )
    .execute();
}

export async function recordEvents(trx: Kysely<Database>, userId: string, events: OnboardingEvent[]) {
  if (events.length === 0) return;
  await trx
    .insertInto('onboarding_events')
    .values(
      events.map((event) => ({
        user_id: userId,
        step_key: event.stepKey,
        event_type: event.type,
        payload: event.payload ? JSON.stringify(event.payload) : null,
      })),
    )
    .execute();
}
