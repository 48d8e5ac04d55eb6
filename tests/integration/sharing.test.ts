import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ACCESS_LOG_KEPT_MS } from '../../src/worker/db/access-log';
import { hashToken } from '../../src/worker/auth/tokens';
import type { Mailer, OutboxMessage } from '../../src/worker/services/mail/mailer';
import { INVITATIONS_PER_DAY } from '../../src/worker/sharing/invitations';
import { runHousekeeping } from '../../src/worker/services/housekeeping';
import { createHttpClient, createTestApp, withAppOrigin } from '../support/app';
import { cookiePair, signIn } from '../support/auth';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { onboardWith } from '../support/http-journey';
import { createCapturedLogger } from '../support/logger';
import { createProfile, createUser } from '../support/factories';
import type { ProfileAccess } from '../../src/worker/db/profile-access';
import { ReadLog, RecentReads } from '../../src/worker/sharing/read-log';
import { makePng } from '../support/images';

const DAY = 24 * 60 * 60 * 1000;

/** The newest mail in the dev outbox. */
function latestMail(mailer: Mailer): OutboxMessage {
  if (mailer.kind !== 'dev-outbox') throw new Error('The test app must use the dev outbox.');
  const message = mailer.messages()[0];
  if (!message) throw new Error('No mail has been sent.');
  return message;
}

const invitationToken = (mail: OutboxMessage) => /#invitation=([a-z2-7]{32})/.exec(mail.link ?? '')?.[1] ?? null;

async function refusal(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCClientError) return { code: error.data?.code as string, message: error.message, reason: error.data?.reason as string | null };
    throw error;
  }
  throw new Error('The call was not refused.');
}

describe.each(testEngines)('profiles, sharing and the access log on %s', (engine) => {
  let database: TestDatabase;
  let harness: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    harness = createTestApp(database);
  });
  afterAll(() => database.dispose());

  /** A signed-in, onboarded account with its own journal, over HTTP. */
  async function account(name: string) {
    const email = `${name.toLowerCase().replace(/\W/g, '')}-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const cookie = await signIn(harness.app, harness.mailer, email);
    const client = createHttpClient(harness.app, cookie);
    await database.db.updateTable('users').set({ name }).where('email', '=', email).execute();
    await onboardWith(client);
    const profile = (await client.profiles.list.query())[0]!;
    const user = await database.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    return { email, cookie, client, profile, user };
  }

  /** Accepts over HTTP as a browser would, with the cookie it holds (if any) and, signed out, the account confirmed; returns the response. */
  function acceptOverHttp(token: string, cookie?: string) {
    return harness.app.request(
      '/trpc/invitations.accept',
      withAppOrigin({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, confirmed: !cookie }) }, cookie),
    );
  }

  async function invite(from: Awaited<ReturnType<typeof account>>, inviteeEmail: string, shareMyFeed = true) {
    const answer = await from.client.sharing.invite.mutate({ profileId: from.profile.id, inviteeEmail, relationshipTag: 'Therapist', shareMyFeed });
    return { answer, mail: latestMail(harness.mailer), token: invitationToken(latestMail(harness.mailer))! };
  }

  it('creates, renames and deletes profiles; the last own one stays; a bad colour or an empty name gets a sentence', async () => {
    const alice = await account('Alice Doe');
    const child = await alice.client.profiles.create.mutate({ name: '  Sam  ', color: 'bg-teal-500' });
    expect(child).toMatchObject({ name: 'Sam', initial: 'S', color: 'bg-teal-500', source: 'owned', permissionLevel: 'owner', sharedBy: null });
    const renamed = await alice.client.profiles.update.mutate({ profileId: child.id, name: 'Samuel', color: 'bg-rose-500', initial: 'Sm' });
    expect(renamed).toMatchObject({ name: 'Samuel', initial: 'Sm', color: 'bg-rose-500' });
    expect((await alice.client.profiles.list.query()).map((profile) => profile.name)).toEqual([alice.profile.name, 'Samuel']);

    expect(await refusal(alice.client.profiles.create.mutate({ name: 'X', color: 'bg-[url(x)]-500' as never }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Choose one of the offered colours.',
    });
    expect(await refusal(alice.client.profiles.create.mutate({ name: '   ', color: 'bg-gray-500' }))).toMatchObject({ message: 'Give the profile a name.' });

    // Deleting takes the entries and the images with it, from the database and from storage.
    const upload = await harness.app.request(
      `/api/images?profileId=${child.id}`,
      withAppOrigin({ method: 'POST', body: formWith(makePng()) }, alice.cookie),
    );
    const { key } = (await upload.json()) as { key: string };
    await alice.client.entries.add.mutate({ profileId: child.id, entry: { type: 'emotional', mood_category: 'positive', specific_mood: 'happy', images: [key] } });
    expect(await harness.blobs.get(key)).not.toBeNull();
    expect(await alice.client.profiles.delete.mutate({ profileId: child.id })).toEqual({ deleted: child.id });
    expect(await database.db.selectFrom('wellness_entries').select('id').where('profile_id', '=', child.id).execute()).toEqual([]);
    expect(await harness.blobs.get(key)).toBeNull();
    expect(await refusal(alice.client.profiles.delete.mutate({ profileId: alice.profile.id }))).toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: 'This is your only profile of your own, so it cannot be deleted.',
    });
  });

  it('mails a one-time link whose token is stored only as its hash, saying who will see what', async () => {
    const alice = await account('Alice Doe');
    const { answer, mail, token } = await invite(alice, 'Bob@Example.com');
    expect(answer).toEqual({ message: 'Invitation successfully sent to bob@example.com!' });
    expect(mail.to).toBe('bob@example.com');
    expect(mail.subject).toBe('Alice Doe invited you to Attune');
    expect(mail.link).toBe(`http://localhost:8787/auth/callback?type=hoh-invite#invitation=${token}`);
    expect(mail.text).toContain('When you accept, Alice Doe can read your Attune journal (view only, never change it).');
    expect(mail.text).toContain(`You can read Alice Doe's journal "${alice.profile.name}" (view only) too.`);
    const stored = await database.db.selectFrom('invitations').selectAll().where('profile_id', '=', alice.profile.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ token_hash: hashToken(token), status: 'pending', relationship_tag: 'Therapist', share_my_feed: true });
    expect(JSON.stringify(await database.db.selectFrom('invitations').selectAll().execute())).not.toContain(token);
    expect(stored.expires_at.getTime() - stored.created_at.getTime()).toBe(14 * DAY);

    const overview = await alice.client.sharing.overview.query({ profileId: alice.profile.id });
    expect(overview.invitations).toEqual([
      expect.objectContaining({ inviteeEmail: 'bob@example.com', relationshipTag: 'Therapist', shareMyFeed: true }),
    ]);
    expect(await refusal(alice.client.sharing.invite.mutate({ profileId: alice.profile.id, inviteeEmail: alice.email, relationshipTag: 'Friend', shareMyFeed: true }))).toMatchObject({
      message: 'You cannot invite yourself.',
    });
    expect(
      await refusal(alice.client.sharing.invite.mutate({ profileId: alice.profile.id, inviteeEmail: 'bob@', relationshipTag: 'Friend', shareMyFeed: true })),
    ).toMatchObject({ code: 'BAD_REQUEST', message: 'Please enter a valid email address.' });
    expect(
      await refusal(alice.client.sharing.invite.mutate({ profileId: alice.profile.id, inviteeEmail: 'c@example.com', relationshipTag: 'Nemesis' as never, shareMyFeed: true })),
    ).toMatchObject({ message: 'Choose how you know this person.' });
  });

  it('signs a new invitee in through the link: both journals shared, head-of-household fields set, onboarding ahead', async () => {
    const alice = await account('Alice Doe');
    const bobEmail = `bob-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const { token } = await invite(alice, bobEmail);

    // Opened signed out, the link first names the account it signs into, and changes nothing.
    const unconfirmed = await createHttpClient(harness.app).invitations.accept.mutate({ token });
    expect(unconfirmed).toEqual({ accepted: false, email: bobEmail, inviterName: 'Alice Doe' });
    expect(await database.db.selectFrom('users').select('id').where('email', '=', bobEmail).execute()).toEqual([]);

    const response = await acceptOverHttp(token);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { data: unknown } };
    expect(body.result.data).toEqual({ accepted: true, inviterName: 'Alice Doe', sharedProfileId: alice.profile.id, newAccount: true });
    const bob = createHttpClient(harness.app, cookiePair(response.headers.get('set-cookie')));
    const session = await bob.auth.session.query();
    expect(session.user).toMatchObject({ email: bobEmail, onboardingCompleted: false });

    const bobRow = await database.db.selectFrom('users').selectAll().where('email', '=', bobEmail).executeTakeFirstOrThrow();
    expect(bobRow.is_hoh_invitee).toBe(true);
    expect(bobRow.hoh_signup_date).toEqual(bobRow.created_at);
    expect(bobRow.hoh_offer_eligible_until!.getTime() - bobRow.created_at.getTime()).toBe(90 * DAY);

    const bobProfiles = await bob.profiles.list.query();
    expect(bobProfiles).toEqual([
      expect.objectContaining({ source: 'owned', permissionLevel: 'owner' }),
      expect.objectContaining({ id: alice.profile.id, source: 'shared', permissionLevel: 'viewer', sharedBy: 'Alice Doe' }),
    ]);
    expect(await alice.client.profiles.list.query()).toEqual([
      expect.objectContaining({ id: alice.profile.id, source: 'owned' }),
      expect.objectContaining({ id: bobProfiles[0]!.id, source: 'shared', permissionLevel: 'viewer', sharedBy: bobEmail.split('@')[0] }),
    ]);
    expect((await database.db.selectFrom('invitations').select('status').where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow()).status).toBe(
      'accepted',
    );
  });

  it('never signs an existing account in: its owner signs in the usual way, then the same link is accepted', async () => {
    const alice = await account('Alice Doe');
    const carol = await account('Carol');
    const { token } = await invite(alice, carol.email);
    const sessionsBefore = await database.db.selectFrom('sessions').select('id').where('user_id', '=', carol.user.id).execute();
    const signInFirst = {
      code: 'UNAUTHORIZED',
      reason: 'INVITE_SIGN_IN_REQUIRED',
      message: `${carol.email} already has an Attune account. Sign in as ${carol.email} in this browser, and the invitation will be accepted.`,
    };
    const signedOut = createHttpClient(harness.app);
    expect(await refusal(signedOut.invitations.accept.mutate({ token }))).toEqual(signInFirst);
    const confirmed = await acceptOverHttp(token);
    expect(confirmed.status).toBe(401);
    expect(confirmed.headers.get('set-cookie')).toBeNull();
    expect(await database.db.selectFrom('sessions').select('id').where('user_id', '=', carol.user.id).execute()).toEqual(sessionsBefore);
    expect((await alice.client.profiles.list.query()).map((profile) => profile.id)).not.toContain(carol.profile.id);

    expect(await carol.client.invitations.accept.mutate({ token })).toEqual({ accepted: true, inviterName: 'Alice Doe', sharedProfileId: alice.profile.id, newAccount: false });
    expect((await alice.client.profiles.list.query()).map((profile) => profile.id)).toContain(carol.profile.id);
  });

  it('without "Share my feed?" only the inviter reads; a settled account keeps its onboarding and gets the invitee fields', async () => {
    const alice = await account('Alice Doe');
    const carol = await account('Carol');
    await sql`update users set created_at = now() - interval '400 days' where id = ${carol.user.id}`.execute(database.db); // signed up a year ago
    const { token } = await invite(alice, carol.email, false);
    const acceptedAfter = Date.now();
    expect(await carol.client.invitations.accept.mutate({ token })).toEqual({ accepted: true, inviterName: 'Alice Doe', sharedProfileId: null, newAccount: false });
    expect((await carol.client.profiles.list.query()).map((profile) => profile.source)).toEqual(['owned']);
    expect((await alice.client.profiles.list.query()).map((profile) => profile.id)).toContain(carol.profile.id);
    const carolRow = await database.db.selectFrom('users').selectAll().where('id', '=', carol.user.id).executeTakeFirstOrThrow();
    expect(carolRow).toMatchObject({ onboarding_completed: true, is_hoh_invitee: true });
    // A year-old account's offer window runs from joining through the invitation, not from its signup.
    expect(carolRow.hoh_signup_date!.getTime()).toBeGreaterThanOrEqual(acceptedAfter - 5000);
    expect(carolRow.hoh_offer_eligible_until!.getTime() - carolRow.hoh_signup_date!.getTime()).toBe(90 * DAY);

    // A second invitation does not lengthen the window.
    const dave = await account('Dave');
    const again = await invite(dave, carol.email, false);
    await carol.client.invitations.accept.mutate({ token: again.token });
    const carolAfter = await database.db.selectFrom('users').selectAll().where('id', '=', carol.user.id).executeTakeFirstOrThrow();
    expect(carolAfter.hoh_offer_eligible_until).toEqual(carolRow.hoh_offer_eligible_until);
  });

  it('refuses a link for another account, an expired, a withdrawn and a used one, each in words, changing nothing', async () => {
    const alice = await account('Alice Doe');
    const dave = await account('Dave');
    const erin = await account('Erin');
    const grantsBefore = await database.db.selectFrom('profile_permissions').selectAll().execute();

    const forDave = await invite(alice, dave.email);
    expect(await refusal(erin.client.invitations.accept.mutate({ token: forDave.token }))).toEqual({
      code: 'FORBIDDEN',
      reason: 'INVITE_WRONG_ACCOUNT',
      message: `This invitation was sent to ${dave.email}, but you are signed in as ${erin.email}. Sign out, then open the link again.`,
    });

    const withdrawn = await invite(alice, 'frank@example.com');
    const pending = await alice.client.sharing.overview.query({ profileId: alice.profile.id });
    const frankInvitation = pending.invitations.find((invitation) => invitation.inviteeEmail === 'frank@example.com')!;
    await alice.client.sharing.withdrawInvitation.mutate({ profileId: alice.profile.id, invitationId: frankInvitation.id });
    expect(await refusal(acceptOverHttpAsClient(withdrawn.token))).toMatchObject({ reason: 'INVITE_WITHDRAWN', message: 'Alice Doe withdrew this invitation.' });

    const expired = await invite(alice, 'gina@example.com');
    await database.db.updateTable('invitations').set({ expires_at: new Date(Date.now() - 1000) }).where('token_hash', '=', hashToken(expired.token)).execute();
    expect(await refusal(acceptOverHttpAsClient(expired.token))).toMatchObject({
      reason: 'INVITE_EXPIRED',
      message: 'This invitation has expired. Ask Alice Doe to send a new one.',
    });
    expect(await refusal(acceptOverHttpAsClient('a'.repeat(32)))).toMatchObject({ code: 'NOT_FOUND', reason: 'INVITE_INVALID' });

    expect(await database.db.selectFrom('profile_permissions').selectAll().execute()).toEqual(grantsBefore);
    expect(await database.db.selectFrom('users').select('id').where('email', 'in', ['frank@example.com', 'gina@example.com']).execute()).toEqual([]);

    await dave.client.invitations.accept.mutate({ token: forDave.token });
    expect(await refusal(dave.client.invitations.accept.mutate({ token: forDave.token }))).toMatchObject({
      reason: 'INVITE_USED',
      message: 'This invitation has already been accepted. Each invitation link works once.',
    });
  });

  function acceptOverHttpAsClient(token: string) {
    return createHttpClient(harness.app).invitations.accept.mutate({ token, confirmed: true });
  }

  it('lets the owner change a grantee between editor and viewer and revoke them; a grantee can leave', async () => {
    const alice = await account('Alice Doe');
    const bob = await account('Bob');
    await bob.client.invitations.accept.mutate({ token: (await invite(alice, bob.email)).token });
    // Bob, a viewer of Alice's journal, cannot write there; made an editor, he can, and the entry says who added it.
    const entry = { type: 'emotional' as const, mood_category: 'negative' as const, specific_mood: 'sad' };
    expect(await refusal(bob.client.entries.add.mutate({ profileId: alice.profile.id, entry }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await alice.client.sharing.changeAccess.mutate({ profileId: alice.profile.id, userId: bob.user.id, level: 'editor' })).toEqual({
      userId: bob.user.id,
      level: 'editor',
    });
    const added = await bob.client.entries.add.mutate({ profileId: alice.profile.id, entry });
    expect(added.addedBy).toBe('Bob');
    await alice.client.entries.add.mutate({ profileId: alice.profile.id, entry });
    const feed = await alice.client.entries.list.query({ profileId: alice.profile.id });
    expect(feed.entries.map((item) => item.addedBy)).toEqual([null, 'Bob']);

    expect(
      await refusal(alice.client.sharing.changeAccess.mutate({ profileId: alice.profile.id, userId: bob.user.id, level: 'owner' as never })),
    ).toMatchObject({ message: 'Access can only be editor or viewer.' });
    const overview = await alice.client.sharing.overview.query({ profileId: alice.profile.id });
    expect(overview.people).toEqual([expect.objectContaining({ userId: bob.user.id, name: 'Bob', email: bob.email, level: 'editor' })]);

    await alice.client.sharing.revokeAccess.mutate({ profileId: alice.profile.id, userId: bob.user.id });
    expect((await bob.client.profiles.list.query()).map((profile) => profile.id)).not.toContain(alice.profile.id);
    expect(await refusal(bob.client.entries.list.query({ profileId: alice.profile.id }))).toMatchObject({ code: 'NOT_FOUND' });

    // Bob shared his journal with Alice when he accepted; she leaves it.
    expect(await alice.client.sharing.leave.mutate({ profileId: bob.profile.id })).toEqual({ left: bob.profile.id });
    expect((await alice.client.profiles.list.query()).map((profile) => profile.id)).toEqual([alice.profile.id]);
    expect(await refusal(alice.client.sharing.leave.mutate({ profileId: alice.profile.id }))).toMatchObject({
      message: 'This is your own journal: delete it instead of leaving it.',
    });
  });

  it("records others' reads of the feed and images after the response, once a minute, never the owner's, and prunes them after a year", async () => {
    const alice = await account('Alice Doe');
    const lee = await account('Dr Lee');
    await lee.client.invitations.accept.mutate({ token: (await invite(alice, lee.email)).token });
    const upload = await harness.app.request(
      `/api/images?profileId=${alice.profile.id}`,
      withAppOrigin({ method: 'POST', body: formWith(makePng()) }, alice.cookie),
    );
    const { key } = (await upload.json()) as { key: string };

    await alice.client.entries.list.query({ profileId: alice.profile.id });
    await lee.client.entries.list.query({ profileId: alice.profile.id });
    await lee.client.entries.list.query({ profileId: alice.profile.id });
    await lee.client.entries.timeline.query({ profileId: alice.profile.id });
    expect((await harness.app.request(`/api/images/${key}`, withAppOrigin({}, lee.cookie))).status).toBe(200);

    const log = await eventually(async () => {
      const answer = await alice.client.sharing.accessLog.query({ profileId: alice.profile.id });
      return answer.reads.length === 2 ? answer : null;
    });
    expect(log.readers).toEqual([{ userId: lee.user.id, name: 'Dr Lee' }]);
    expect(log.reads.map((read) => [read.readerName, read.kind]).sort()).toEqual([
      ['Dr Lee', 'feed'],
      ['Dr Lee', 'image'],
    ]);
    const overview = await alice.client.sharing.overview.query({ profileId: alice.profile.id });
    expect(overview.people[0]!.lastReadAt).toBe(log.reads[0]!.at);
    expect((await alice.client.sharing.accessLog.query({ profileId: alice.profile.id, readerUserId: alice.user.id })).reads).toEqual([]);
    // Only the owner reads the log.
    expect(await refusal(lee.client.sharing.accessLog.query({ profileId: alice.profile.id }))).toMatchObject({ code: 'FORBIDDEN' });

    await database.db.updateTable('profile_reads').set({ read_minute: new Date(Math.floor((Date.now() - ACCESS_LOG_KEPT_MS - DAY) / 60_000) * 60_000) }).where('kind', '=', 'image').execute();
    await runHousekeeping({ database, blobs: harness.blobs, logger: createCapturedLogger() });
    const pruned = await alice.client.sharing.accessLog.query({ profileId: alice.profile.id });
    expect(pruned.reads.map((read) => read.kind)).toEqual(['feed']);
  });

  it("keeps one read a minute per profile, reader and kind across requests, never the owner's; a failed write is tried again", async () => {
    const owner = await createUser(database.db);
    const readerId = (await createUser(database.db)).id;
    const viewer: ProfileAccess = { id: (await createProfile(database.db, owner.id)).id, access: 'viewer', ownerUserId: owner.id };
    const recent = new RecentReads();
    const request = async (now: string, db = database.db) => {
      const log = new ReadLog(recent, () => Date.parse(now));
      log.record(viewer, readerId, 'feed');
      log.record(viewer, readerId, 'feed');
      log.record({ ...viewer, access: 'owner' }, owner.id, 'image');
      await log.flush(db).catch(() => {});
    };
    await request('2026-11-24T10:15:01Z');
    await request('2026-11-24T10:15:59Z');
    await request('2026-11-24T10:16:00Z');
    // A write that fails (here: into a schema that does not exist) is forgotten, so the next read writes it.
    await request('2026-11-24T10:17:00Z', database.db.withSchema('missing'));
    await request('2026-11-24T10:17:30Z');
    const rows = await database.db.selectFrom('profile_reads').select(['kind', 'read_minute']).where('profile_id', '=', viewer.id).orderBy('read_minute').execute();
    expect(rows).toEqual(['10:15', '10:16', '10:17'].map((minute) => ({ kind: 'feed', read_minute: new Date(`2026-11-24T${minute}:00Z`) })));
  });

  it(`refuses invitations past ${INVITATIONS_PER_DAY} a day, sending nothing`, async () => {
    const alice = await account('Alice Doe');
    for (let index = 0; index < INVITATIONS_PER_DAY; index += 1) await invite(alice, `friend${index}@example.com`);
    const sentBefore = harness.mailer.kind === 'dev-outbox' ? harness.mailer.messages().length : 0;
    expect(await refusal(invite(alice, 'one-more@example.com'))).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(harness.mailer.kind === 'dev-outbox' && harness.mailer.messages().length).toBe(sentBefore);
  });
});

function formWith(bytes: Uint8Array) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' }));
  return form;
}

/** Polls until `check` answers something (the access log is written after the response). */
async function eventually<T>(check: () => Promise<T | null>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await check();
    if (answer !== null) return answer;
    if (Date.now() > deadline) throw new Error('Timed out waiting.');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
