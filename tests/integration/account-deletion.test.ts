import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordUpload } from '../../src/worker/db/images';
import { createHttpClient, createTestApp } from '../support/app';
import { sessionCookieFor, signIn } from '../support/auth';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { createEntry, createInsight, createInvitation, createProfile, createUser, shareProfile } from '../support/factories';
import { type FakeStripe, startFakeStripe, UNREACHABLE_SUBSCRIPTION } from '../support/fake-stripe';
import { makePng } from '../support/images';
import { setPlanUsage } from '../support/journal';
import { rowsNaming } from '../support/table-scan';

describe.each(testEngines)('deleting an account on %s', (engine) => {
  let database: TestDatabase;
  let stripe: FakeStripe;
  let harness: ReturnType<typeof createTestApp>;
  beforeAll(async () => {
    [database, stripe] = await Promise.all([createTestDatabase(engine), startFakeStripe()]);
    harness = createTestApp(database, { env: stripe.env });
  });
  afterAll(async () => {
    await database.dispose();
    await stripe.close();
  });

  /** Ana, with two journals, photos, insights, sessions, shares both ways, invitations both ways, a subscription; and Ben, beside her. */
  async function anaAndBen() {
    const suffix = crypto.randomUUID().slice(0, 8);
    const anaEmail = `ana-${suffix}@example.com`;
    const cookie = await signIn(harness.app, harness.mailer, anaEmail);
    const ana = await database.db.selectFrom('users').select(['id', 'email']).where('email', '=', anaEmail).executeTakeFirstOrThrow();
    const ben = await createUser(database.db, { email: `ben-${suffix}@example.com` });
    const [own, second, bens] = [await createProfile(database.db, ana.id, 'Ana'), await createProfile(database.db, ana.id, 'Mia'), await createProfile(database.db, ben.id, 'Ben')];

    const key = `uploaded-image-1700000000002-${own.id.slice(0, 8)}1.png`;
    await harness.blobs.putIfAbsent(key, makePng(), 'image/png');
    await recordUpload(database.db, { key, profileId: own.id, userId: ana.id, contentType: 'image/png', size: makePng().length });
    const feeling = await createEntry(database.db, own.id, { created_by: ana.id, images: [key], notes: 'Mine' });
    await createEntry(database.db, second.id, { created_by: ana.id });
    await createInsight(database.db, own.id, [feeling.id]);
    await database.db.insertInto('exercise_sessions').values({ profile_id: own.id, created_by: ana.id, started_at: new Date(), duration_seconds: 60, phase_reached: 'reprocessing' }).execute();

    await shareProfile(database.db, own.id, ben.id, 'viewer');
    await shareProfile(database.db, bens.id, ana.id, 'editor');
    const inBensJournal = await createEntry(database.db, bens.id, { created_by: ana.id, notes: 'Ana wrote this in Ben’s journal' });
    await database.db.insertInto('profile_reads').values({ profile_id: bens.id, reader_user_id: ana.id, kind: 'feed', read_minute: new Date(Math.floor(Date.now() / 60_000) * 60_000) }).execute();
    await createInvitation(database.db, { inviterUserId: ana.id, profileId: own.id, inviteeEmail: `cara-${suffix}@example.com` });
    await createInvitation(database.db, { inviterUserId: ben.id, profileId: bens.id, inviteeEmail: ana.email });
    await createHttpClient(harness.app).auth.requestLoginLink.mutate({ email: ana.email }); // an unused link, and a rate-limit count
    await setPlanUsage(database.db, ana.id, { event_count: 2 }, 'pro');
    await database.db.updateTable('plans').set({ stripe_customer_id: `cus_${suffix}`, stripe_subscription_id: `sub_${suffix}` }).where('user_id', '=', ana.id).execute();
    return { ana, ben, cookie, key, own, bens, inBensJournal, subscription: `sub_${suffix}` };
  }

  it('says what will be removed, with counts, before anything is', async () => {
    const { cookie } = await anaAndBen();
    expect(await createHttpClient(harness.app, cookie).account.deletionSummary.query()).toEqual({
      profiles: ['Ana', 'Mia'],
      entries: 2,
      images: 1,
      insights: 1,
      exerciseSessions: 1,
      peopleWithAccess: 1,
      pendingInvitations: 1,
      sharedWithYou: 1,
      hasSubscription: true,
    });
  });

  it('leaves no row in any table and no stored image naming the account, cancels its subscription, and keeps the others’ data', async () => {
    const { ana, ben, cookie, key, bens, inBensJournal, subscription } = await anaAndBen();
    const before = await rowsNaming(database, [ana.id, ana.email]);
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(10); // the scan finds what is there
    const bensEntriesBefore = await database.db.selectFrom('wellness_entries').select(['id', 'notes', 'intensity']).where('profile_id', '=', bens.id).execute();

    const client = createHttpClient(harness.app, cookie);
    await expect(client.account.delete.mutate({ email: ` ${ana.email.toUpperCase()} ` })).resolves.toEqual({ deleted: true });

    expect(await rowsNaming(database, [ana.id, ana.email])).toEqual({});
    expect(await harness.blobs.get(key)).toBeNull();
    expect(stripe.canceledSubscriptions()).toContain(subscription);
    expect(await client.auth.session.query()).toMatchObject({ user: null }); // the old cookie signs nobody in

    expect(await database.db.selectFrom('wellness_entries').select(['id', 'notes', 'intensity']).where('profile_id', '=', bens.id).execute()).toEqual(bensEntriesBefore);
    expect(await database.db.selectFrom('wellness_entries').select('created_by').where('id', '=', inBensJournal.id).executeTakeFirstOrThrow()).toEqual({ created_by: null });
    expect(await database.db.selectFrom('users').select('id').where('id', '=', ben.id).execute()).toHaveLength(1);
    expect(await database.db.selectFrom('profiles').select('name').where('owner_user_id', '=', ben.id).execute()).toEqual([{ name: 'Ben' }]);
  });

  it('deletes nothing until the account’s own email address is typed', async () => {
    const { ana, cookie } = await anaAndBen();
    const client = createHttpClient(harness.app, cookie);
    await expect(client.account.delete.mutate({ email: 'someone.else@example.com' })).rejects.toMatchObject({
      message: 'Type the email address of your account to confirm.',
      data: { code: 'BAD_REQUEST' },
    });
    expect(await database.db.selectFrom('users').select('id').where('id', '=', ana.id).execute()).toHaveLength(1);
  });

  it('keeps everything when the subscription cannot be cancelled, and says so', async () => {
    const { ana } = await anaAndBen();
    await database.db.updateTable('plans').set({ stripe_subscription_id: UNREACHABLE_SUBSCRIPTION }).where('user_id', '=', ana.id).execute();
    const client = createHttpClient(harness.app, await sessionCookieFor(database.db, ana.id));
    await expect(client.account.delete.mutate({ email: ana.email })).rejects.toMatchObject({
      message: 'Your subscription could not be cancelled with the payment provider, so nothing was deleted. Please try again in a few minutes.',
    });
    expect(await database.db.selectFrom('profiles').select('id').where('owner_user_id', '=', ana.id).execute()).toHaveLength(2);
  });
});
