import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EVERY_DAY, REMINDER_WORDS } from '../../src/shared/domain/reminders';
import { zonedReading } from '../../src/shared/domain/zoned-time';
import { createResendMailer } from '../../src/worker/services/mail/resend-mailer';
import { saveReminders } from '../../src/worker/services/reminders/reminder-settings';
import { sendDueReminders } from '../../src/worker/services/reminders/send-due-reminders';
import { generateVapidKeys } from '../../src/worker/services/reminders/vapid-keys';
import { createWebPush } from '../../src/worker/services/reminders/web-push';
import { createHttpClient, createTestApp, testConfig } from '../support/app';
import { signIn } from '../support/auth';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { createEntry, createProfile } from '../support/factories';
import { fetchTrustingFakePushService, startFakePushService } from '../support/fake-push-service';
import { type RecordedRequest, startFakeHttpServer } from '../support/fake-http-server';
import { createCapturedLogger } from '../support/logger';

const MINUTE = 60_000;

describe.each(testEngines)('reminders (issue 37) on %s', (engine) => {
  let database: TestDatabase;
  let pushService: Awaited<ReturnType<typeof startFakePushService>>;
  let mailServer: Awaited<ReturnType<typeof startFakeHttpServer>>;
  let env: Record<string, string>;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    pushService = await startFakePushService();
    mailServer = await startFakeHttpServer({ 'POST /emails': () => ({ json: { id: 'email_1' } }) });
    env = { ...(await generateVapidKeys()), VAPID_SUBJECT: 'mailto:operator@attune.example' };
  });
  afterAll(async () => {
    await Promise.all([pushService.close(), mailServer.close()]);
    await database.dispose();
  });
  // Each test's people are the only ones due: the runners' counts are theirs.
  beforeEach(async () => {
    pushService.received.length = 0;
    mailServer.requests.length = 0;
    await database.db.deleteFrom('reminders').execute();
  });

  const push = () => createWebPush(testConfig(env).push!, fetchTrustingFakePushService);

  /** One runner, as the Worker's cron trigger or the Node host's timer builds it: Resend through its SDK, push to the local service. */
  const runner = () => ({
    config: testConfig(env),
    database,
    mailer: createResendMailer({ apiKey: 're_test_key', from: 'Attune <reminders@attune.example>', baseUrl: mailServer.url }),
    push: push(),
    logger: createCapturedLogger(),
  });

  /** A person in Paris, signed in through the app, with the reminders they chose saved in Settings. */
  async function personInParis(email: string, reminders: { byPush: boolean; byEmail: boolean; skipWhenLogged: boolean }) {
    const { app, mailer } = createTestApp(database, { env, push: push() });
    const api = createHttpClient(app, await signIn(app, mailer, email));
    await api.preferences.saveTimeZone.mutate({ timeZone: 'Europe/Paris' });
    await api.reminders.save.mutate({ times: [{ minuteOfDay: 9 * 60, weekdays: EVERY_DAY }], ...reminders });
    const { id: userId } = await database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return { app, api, userId, dueAt: await dueAt(userId) };
  }

  const dueAt = async (userId: string) =>
    (await database.db.selectFrom('reminders').select('next_due_at').where('user_id', '=', userId).executeTakeFirstOrThrow()).next_due_at;
  const mailsTo = (email: string): RecordedRequest[] => mailServer.requests.filter((request) => JSON.parse(request.body).to === email);

  it('claims a reminder due at 09:00 Europe/Paris once between two concurrent runners, and sends it by push and by email', async () => {
    const person = await personInParis('paris@example.com', { byPush: true, byEmail: true, skipWhenLogged: true });
    const device = pushService.subscribe();
    await person.api.reminders.subscribeDevice.mutate(device);
    expect(zonedReading(person.dueAt, 'Europe/Paris')).toMatchObject({ hour: 9 });
    expect(person.dueAt.getUTCMinutes()).toBe(0);

    const now = new Date(person.dueAt.getTime() + 2 * MINUTE);
    const runs = await Promise.all([sendDueReminders(runner(), now), sendDueReminders(runner(), now)]);

    expect(runs.map((run) => run.claimed).sort()).toEqual([0, 1]);
    expect(pushService.received).toEqual([
      {
        path: new URL(device.endpoint).pathname,
        headers: expect.objectContaining({ 'content-encoding': 'aes128gcm', ttl: '1800', authorization: expect.stringMatching(/^vapid t=.+, k=/) }),
        payload: { title: 'Attune', body: REMINDER_WORDS.body, url: '/', tag: 'attune-reminder' },
      },
    ]);
    const mails = mailsTo('paris@example.com');
    expect(mails).toHaveLength(1);
    expect(JSON.parse(mails[0]!.body)).toMatchObject({
      subject: 'Your Attune reminder',
      text: expect.stringContaining(REMINDER_WORDS.body),
      headers: { 'List-Unsubscribe': expect.stringMatching(/^<http:\/\/localhost:8787\/api\/reminders\/unsubscribe\?token=.+>$/), 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    // moved on to 09:00 in Paris the next day; a later run finds nothing due
    expect((await dueAt(person.userId)).getTime()).toBe(person.dueAt.getTime() + 24 * 60 * MINUTE);
    expect(await sendDueReminders(runner(), new Date(now.getTime() + 5 * MINUTE))).toMatchObject({ claimed: 0 });
  });

  it('removes a device whose push service answers 410, and still reaches the person’s other device', async () => {
    const person = await personInParis('two.devices@example.com', { byPush: true, byEmail: false, skipWhenLogged: true });
    const [dropped, kept] = [pushService.subscribe(), pushService.subscribe()];
    await person.api.reminders.subscribeDevice.mutate(dropped);
    await person.api.reminders.subscribeDevice.mutate(kept);
    pushService.answer(dropped.endpoint, 410);

    expect(await sendDueReminders(runner(), new Date(person.dueAt.getTime() + MINUTE))).toMatchObject({ claimed: 1, sent: 1 });

    expect(pushService.received.map((push) => push.path)).toEqual([new URL(kept.endpoint).pathname]);
    const stored = await database.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', person.userId).execute();
    expect(stored.map((row) => row.endpoint)).toEqual([kept.endpoint]);
  });

  it('stops email reminders from the one-click unsubscribe link (RFC 8058), which a mere visit does not do', async () => {
    const person = await personInParis('unsubscribe@example.com', { byPush: false, byEmail: true, skipWhenLogged: true });
    await sendDueReminders(runner(), new Date(person.dueAt.getTime() + MINUTE));
    const header = JSON.parse(mailsTo('unsubscribe@example.com')[0]!.body).headers['List-Unsubscribe'] as string;
    const link = new URL(header.slice(1, -1));

    const visit = await person.app.request(`${link.pathname}${link.search}`);
    expect(visit.status).toBe(200);
    expect(await visit.text()).toContain('Stop reminder emails</button>');
    expect(await person.api.reminders.get.query()).toMatchObject({ byEmail: true });

    const forged = await person.app.request(`${link.pathname}${link.search.slice(0, -2)}xx`, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
    expect(forged.status).toBe(400);
    expect(await person.api.reminders.get.query()).toMatchObject({ byEmail: true });

    // as a mail app posts it: no Origin, no cookie, the one-click body
    const oneClick = await person.app.request(`${link.pathname}${link.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('Reminder emails are off');
    expect(await person.api.reminders.get.query()).toMatchObject({ byEmail: false, times: [{ minuteOfDay: 540, weekdays: EVERY_DAY }] });

    mailServer.requests.length = 0;
    await sendDueReminders(runner(), new Date(person.dueAt.getTime() + 24 * 60 * MINUTE + MINUTE));
    expect(mailsTo('unsubscribe@example.com')).toEqual([]);
  });

  it('skips a day the person has already logged (in their zone) when asked to, and only then', async () => {
    const skipping = await personInParis('skip@example.com', { byPush: false, byEmail: true, skipWhenLogged: true });
    const { id: profileId } = await createProfile(database.db, skipping.userId);
    // 23:30 in Paris the evening before does not count; 07:55 that morning does
    await createEntry(database.db, profileId, { timestamp: new Date(skipping.dueAt.getTime() - 9.5 * 60 * MINUTE) });
    expect(await sendDueReminders(runner(), new Date(skipping.dueAt.getTime() + MINUTE))).toMatchObject({ claimed: 1, sent: 1, skipped: 0 });
    await createEntry(database.db, profileId, { timestamp: new Date(skipping.dueAt.getTime() + 24 * 60 * MINUTE - 65 * MINUTE) });
    expect(await sendDueReminders(runner(), new Date(skipping.dueAt.getTime() + 24 * 60 * MINUTE + MINUTE))).toMatchObject({ claimed: 1, sent: 0, skipped: 1 });
    expect(mailsTo('skip@example.com')).toHaveLength(1);

    const always = await personInParis('always@example.com', { byPush: false, byEmail: true, skipWhenLogged: false });
    const { id: ownId } = await createProfile(database.db, always.userId);
    await createEntry(database.db, ownId, { timestamp: new Date(always.dueAt.getTime() - 30 * MINUTE) });
    expect(await sendDueReminders(runner(), new Date(always.dueAt.getTime() + MINUTE))).toMatchObject({ sent: 1, skipped: 0 });
    expect(mailsTo('always@example.com')).toHaveLength(1);
  });

  it('sends 09:00 in Paris at 08:00 UTC before the spring change and at 07:00 UTC after it', async () => {
    const { userId } = await personInParis('spring@example.com', { byPush: false, byEmail: true, skipWhenLogged: false });
    await saveReminders(database.db, { id: userId, timeZone: 'Europe/Paris' }, { times: [{ minuteOfDay: 540, weekdays: EVERY_DAY }], byPush: false, byEmail: true, skipWhenLogged: false }, new Date('2026-03-27T12:00:00Z'));
    expect(await dueAt(userId)).toEqual(new Date('2026-03-28T08:00:00Z'));
    expect(await sendDueReminders(runner(), new Date('2026-03-28T08:01:00Z'))).toMatchObject({ sent: 1 });
    expect(await dueAt(userId)).toEqual(new Date('2026-03-29T07:00:00Z'));
    expect(await sendDueReminders(runner(), new Date('2026-03-29T07:01:00Z'))).toMatchObject({ sent: 1 });
    expect(mailsTo('spring@example.com')).toHaveLength(2);
  });

  it('moves the reminders to the same clock time when the person changes their time zone', async () => {
    const person = await personInParis('moving@example.com', { byPush: false, byEmail: true, skipWhenLogged: true });
    await person.api.preferences.saveTimeZone.mutate({ timeZone: 'America/New_York' });
    const moved = await dueAt(person.userId);
    expect(zonedReading(moved, 'America/New_York')).toMatchObject({ hour: 9 });
    expect(moved.getUTCMinutes()).toBe(0);
  });

  it('does not send a reminder more than 30 minutes late, and schedules the next one', async () => {
    const person = await personInParis('late@example.com', { byPush: false, byEmail: true, skipWhenLogged: false });
    expect(await sendDueReminders(runner(), new Date(person.dueAt.getTime() + 31 * MINUTE))).toMatchObject({ claimed: 1, sent: 0, late: 1 });
    expect(mailsTo('late@example.com')).toEqual([]);
    expect((await dueAt(person.userId)).getTime()).toBe(person.dueAt.getTime() + 24 * 60 * MINUTE);
  });
});
