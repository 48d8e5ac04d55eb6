import type { Kysely } from 'kysely';
import {
  applyOnboardingAction,
  initialOnboardingState,
  type OnboardingAction,
  type OnboardingState,
} from '../../shared/domain/onboarding-flow';
import { ensureAccountSetup } from '../db/account-setup';
import { lockProgress, recordEvents, saveProgress } from '../db/onboarding';
import type { Database } from '../db/schema';
import { lockUser, markOnboardingCompleted } from '../db/users';
import { DomainError } from '../domain-error';

/**
 * Where the account is in onboarding. A first visit saves the first question (the spec's
 * initial save) and records that it was viewed.
 */
export async function startOnboarding(db: Kysely<Database>, userId: string): Promise<OnboardingState> {
  return db.transaction().execute(async (trx) => {
    const { progress, restarted } = await lockProgress(trx, userId);
    if (progress && !restarted) return progress;
    const fresh = initialOnboardingState();
    await saveProgress(trx, userId, fresh);
    await recordEvents(trx, userId, [{ stepKey: fresh.stepKey, type: 'step_viewed' }]);
    return fresh;
  });
}

/** Applies one step of the flow: progress and events are written together or not at all. */
export async function advanceOnboarding(db: Kysely<Database>, userId: string, action: OnboardingAction): Promise<OnboardingState> {
  return db.transaction().execute(async (trx) => {
    const { progress } = await lockProgress(trx, userId);
    const transition = applyOnboardingAction(progress ?? initialOnboardingState(), action);
    if (!transition.ok) throw new DomainError('CONFLICT', transition.reason);
    await saveProgress(trx, userId, transition.state);
    await recordEvents(trx, userId, transition.events);
    return transition.state;
  });
}

/**
 * Finishes onboarding from the completion step, or from plan selection after a pro checkout:
 * guarantees the profile and plan, then marks the account onboarded.
 */
export async function completeOnboarding(db: Kysely<Database>, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { progress } = await lockProgress(trx, userId);
    const readyAfterCheckout = progress?.stepKey === 'plan_selection' && progress.chosenPlan === 'pro';
    const user = await lockUser(trx, userId);
    if (progress?.stepKey !== 'completion' && !readyAfterCheckout && !user.onboarding_completed) {
      throw new DomainError('CONFLICT', 'Please answer the onboarding questions and choose a plan first.');
    }
    await ensureAccountSetup(trx, userId);
    await markOnboardingCompleted(trx, userId);
  });
}
