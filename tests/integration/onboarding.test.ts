import type { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppRouter, createCaller } from '../../src/worker/routers';
import { createHttpClient, createTestApp } from '../support/app';
import { signIn } from '../support/auth';
import { asSessionUser, createTestContext } from '../support/caller';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { createUser } from '../support/factories';

const ANSWERS = [
  ['lifeStruggle', true],
  ['occupation', 'student'],
  ['satisfiedEconomy', false],
  ['country', 'New Zealand'],
  ['comfortableAlone', true],
  ['maritalStatus', 'single'],
  ['attentionNeeds', false],
  ['hasChildren', false],
  ['notDoingBest', true],
] as const;

describe.each(testEngines)('onboarding on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  async function newAccount(name: string | null = null) {
    const user = await createUser(database.db, { name });
    const caller = createCaller(createTestContext(database.db, asSessionUser(user)));
    return { user, caller };
  }

  const eventsOf = (userId: string) =>
    database.db
      .selectFrom('onboarding_events')
      .select(['step_key', 'event_type', 'payload'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();

  async function answerAll(caller: Awaited<ReturnType<typeof newAccount>>['caller'], helpScope: string) {
    for (const [stepKey, value] of ANSWERS) await caller.onboarding.answer({ stepKey, value });
    return caller.onboarding.answer({ stepKey: 'helpScope', value: helpScope });
  }

  it('saves the first step on a first visit, and resumes where the account left off', async () => {
    const { user, caller } = await newAccount();
    expect((await caller.onboarding.start()).state).toEqual({ stepKey: 'lifeStruggle', answers: {}, commitment: null, chosenPlan: null });
    await caller.onboarding.answer({ stepKey: 'lifeStruggle', value: false });
    await caller.onboarding.answer({ stepKey: 'occupation', value: 'retired' });
    expect((await caller.onboarding.start()).state).toEqual({
      stepKey: 'satisfiedEconomy',
      answers: { lifeStruggle: false, occupation: 'retired' },
      commitment: null,
      chosenPlan: null,
    });
    expect(await eventsOf(user.id)).toHaveLength(5); // one initial view, then answer + view twice
  });

  it('records the exact event sequence and the stored progress of a full run', async () => {
    const { user, caller } = await newAccount('Robin Sky');
    await caller.onboarding.start();
    await answerAll(caller, 'myself');
    await caller.onboarding.commit({ commitment: true });
    const finalState = await caller.onboarding.choosePlan({ plan: 'free' });
    expect(finalState.stepKey).toBe('completion');
    await caller.onboarding.complete();

    const expected = [{ step_key: 'lifeStruggle', event_type: 'step_viewed', payload: null }];
    const order = [...ANSWERS.map(([key]) => key), 'helpScope', 'commitment'];
    [...ANSWERS, ['helpScope', 'myself'] as const].forEach(([stepKey, value], index) => {
      expected.push({ step_key: stepKey, event_type: 'answer_submitted', payload: { value } as never });
      expected.push({ step_key: order[index + 1]!, event_type: 'step_viewed', payload: null });
    });
    expected.push(
      { step_key: 'commitment', event_type: 'commitment_made', payload: { commitment: true } as never },
      { step_key: 'plan_selection', event_type: 'step_viewed', payload: null },
      { step_key: 'plan_selection', event_type: 'plan_selected', payload: { plan: 'free' } as never },
      { step_key: 'completion', event_type: 'step_viewed', payload: null },
    );
    expect(await eventsOf(user.id)).toEqual(expected);

    const progress = await database.db.selectFrom('onboarding_progress').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(progress.current_step_key).toBe('completion');
    expect(progress.answers_json).toEqual({
      answers: { ...Object.fromEntries(ANSWERS), helpScope: 'myself' },
      commitment: true,
      chosenPlan: 'free',
    });
    const account = await database.db.selectFrom('users').select('onboarding_completed').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(account.onboarding_completed).toBe(true);
    expect(await caller.profiles.list()).toEqual([
      expect.objectContaining({ name: 'Robin Sky', initial: 'R', source: 'owned', permissionLevel: 'owner' }),
    ]);
  });

  it("skips the commitment when helping someone else, and Back from plans returns to that question", async () => {
    const { user, caller } = await newAccount();
    await caller.onboarding.start();
    const state = await answerAll(caller, 'others');
    expect(state).toMatchObject({ stepKey: 'plan_selection', commitment: false });
    const events = await eventsOf(user.id);
    expect(events.slice(-3)).toEqual([
      { step_key: 'helpScope', event_type: 'answer_submitted', payload: { value: 'others' } },
      { step_key: 'commitment', event_type: 'step_skipped_value_set', payload: { commitment: false } },
      { step_key: 'plan_selection', event_type: 'step_viewed', payload: null },
    ]);
    expect((await caller.onboarding.back({ stepKey: 'plan_selection' })).stepKey).toBe('helpScope');
    expect((await eventsOf(user.id)).at(-2)).toEqual({
      step_key: 'helpScope',
      event_type: 'step_revisited_via_back',
      payload: { from: 'plan_selection' },
    });
  });

  it('runs the account setup idempotently: one profile, one free plan', async () => {
    const { user, caller } = await newAccount();
    await caller.onboarding.start();
    await answerAll(caller, 'group');
    await caller.onboarding.choosePlan({ plan: 'free' });
    await Promise.all([caller.onboarding.complete(), caller.onboarding.complete()]);
    await caller.onboarding.complete();
    const profiles = await database.db.selectFrom('profiles').select(['name']).where('owner_user_id', '=', user.id).execute();
    const plans = await database.db.selectFrom('plans').select(['plan_type', 'event_count']).where('user_id', '=', user.id).execute();
    expect(profiles).toEqual([{ name: user.email.split('@')[0] }]);
    expect(plans).toEqual([{ plan_type: 'free', event_count: 0 }]);
  });

  it('refuses unknown steps, answers outside the choices, and steps that are not current, in words', async () => {
    const { app, mailer } = createTestApp(database);
    const client = createHttpClient(app, await signIn(app, mailer, `strict-${crypto.randomUUID().slice(0, 6)}@example.com`));
    await client.onboarding.start.mutate();
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: TRPCClientError<AppRouter>) => ({ code: error.data?.code, message: error.message }),
      );

    expect(await refusal(client.onboarding.back.mutate({ stepKey: 'favouriteColour' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Unknown onboarding step.',
    });
    expect(await refusal(client.onboarding.answer.mutate({ stepKey: 'favouriteColour', value: 'x' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Unknown onboarding question.',
    });
    expect(await refusal(client.onboarding.answer.mutate({ stepKey: 'lifeStruggle', value: 'maybe' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'That answer is not one of the choices for this question.',
    });
    expect(await refusal(client.onboarding.answer.mutate({ stepKey: 'occupation', value: 'student' }))).toEqual({
      code: 'CONFLICT',
      message: 'This onboarding step is no longer current. Please reload the page.',
    });
    await client.onboarding.answer.mutate({ stepKey: 'lifeStruggle', value: true });
    await client.onboarding.answer.mutate({ stepKey: 'occupation', value: 'student' });
    await client.onboarding.answer.mutate({ stepKey: 'satisfiedEconomy', value: true });
    expect(await refusal(client.onboarding.answer.mutate({ stepKey: 'country', value: 'Atlantis' }))).toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await refusal(client.onboarding.commit.mutate({ commitment: false as never }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Please tick "I gladly commit to myself" to continue.',
    });
    expect(await refusal(client.onboarding.complete.mutate())).toEqual({
      code: 'CONFLICT',
      message: 'Please answer the onboarding questions and choose a plan first.',
    });
  });

  it('refuses the pro plan while payments are not configured, leaving the step unchanged', async () => {
    const { caller } = await newAccount();
    await caller.onboarding.start();
    await answerAll(caller, 'myself');
    await caller.onboarding.commit({ commitment: true });
    await expect(caller.onboarding.choosePlan({ plan: 'pro' })).rejects.toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: 'Payments are not configured on this server yet. You can continue on the free plan.',
    });
    expect((await caller.onboarding.start()).state.stepKey).toBe('plan_selection');
  });

  it('restarts at the first question when the saved step no longer exists', async () => {
    const { user, caller } = await newAccount();
    await database.db
      .insertInto('onboarding_progress')
      .values({ user_id: user.id, current_step_key: 'retired_step', answers_json: JSON.stringify({ answers: { lifeStruggle: true } }) })
      .execute();
    expect((await caller.onboarding.start()).state).toEqual({ stepKey: 'lifeStruggle', answers: {}, commitment: null, chosenPlan: null });
  });
});
