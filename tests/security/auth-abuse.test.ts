import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../src/worker/auth/session-cookie';
import { hashToken } from '../../src/worker/auth/tokens';
import { AI_CALLS_PER_HOUR } from '../../src/worker/services/ai/allowance';
import { LINKS_PER_ADDRESS, LINKS_PER_EMAIL_AND_REQUESTER, LINKS_PER_EMAIL_PER_HOUR } from '../../src/worker/auth/login-link-limits';
import { INVITATIONS_PER_DAY } from '../../src/worker/sharing/invitations';
import { createDevOutbox } from '../../src/worker/services/mail/dev-outbox';
import type { Mailer } from '../../src/worker/services/mail/mailer';
import { createHttpClient, createTestApp, testConfig, withAppOrigin } from '../support/app';
import { latestLoginToken, postProcedure, redeemOverHttp, requestLinkOverHttp, sessionCookieFor, signIn } from '../support/auth';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { createEntry, createInvitation, createProfile, createUser } from '../support/factories';
import { uploadImage } from '../support/image-upload';
import { byOutcome, type ProcedureAnswer, sendAtOnce } from '../support/parallel-requests';
import { rowsNaming } from '../support/table-scan';
import { outcomeOf } from '../support/trpc-outcome';

const PARALLEL_REQUESTS = 50;
const PARALLEL_REDEMPTIONS = 20;
const RATE_LIMITED = /^Too many requests, try again in \d+ minutes?\.$/;

const uniqueEmail = (name = 'person') => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;
const sentMails = (mailer: Mailer) => (mailer.kind === 'dev-outbox' ? mailer.messages().length : 0);

/** Exactly `allowed` answers succeeded; every other one was told, readably, to wait. */
function expectLimitedTo(answers: ProcedureAnswer[], allowed: number) {
  const { accepted, refused } = byOutcome(answers);
  expect(accepted).toHaveLength(allowed);
  expect(refused).toHaveLength(answers.length - allowed);
  for (const { status, body } of refused) {
    expect(status).toBe(429);
    expect(body.error).toMatchObject({ message: expect.stringMatching(RATE_LIMITED), data: { code: 'TOO_MANY_REQUESTS' } });
  }
}

describe.each(testEngines)('sign-in and sharing under abuse on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  const countHits = async (bucket: string, subject: string) =>
    (await database.db.selectFrom('rate_limit_hits').select('created_at').where('bucket', '=', bucket).where('subject', '=', subject).execute()).length;
  const requestLink = (app: ReturnType<typeof createTestApp>['app'], email: string) => postProcedure(app, 'auth.requestLoginLink', { email });

  describe(`rate limits hold under ${PARALLEL_REQUESTS} requests at once`, () => {
    it(`mails ${LINKS_PER_EMAIL_AND_REQUESTER} login links for one address from one requester`, async () => {
      const { app, mailer } = createTestApp(database, { clientAddress: '198.51.100.10' });
      const email = uniqueEmail();
      expectLimitedTo(await sendAtOnce(PARALLEL_REQUESTS, () => requestLink(app, email)), LINKS_PER_EMAIL_AND_REQUESTER);
      expect(sentMails(mailer)).toBe(LINKS_PER_EMAIL_AND_REQUESTER);
      expect(await countHits('login-link:email-requester', `${email} 198.51.100.10`)).toBe(LINKS_PER_EMAIL_AND_REQUESTER);
      // Each new link retires the older ones: one usable link is stored.
      expect(await database.db.selectFrom('email_login_tokens').select('email').where('email', '=', email).execute()).toHaveLength(1);
    });

    it(`mails ${LINKS_PER_EMAIL_PER_HOUR} login links an hour to one address, however many requesters ask`, async () => {
      const mailer = createDevOutbox(() => {});
      const email = uniqueEmail();
      const answers = await sendAtOnce(PARALLEL_REQUESTS, (index) => requestLink(createTestApp(database, { mailer, clientAddress: `198.51.100.${100 + index}` }).app, email));
      expectLimitedTo(answers, LINKS_PER_EMAIL_PER_HOUR);
      expect(sentMails(mailer)).toBe(LINKS_PER_EMAIL_PER_HOUR);
      expect(await countHits('login-link:email', email)).toBe(LINKS_PER_EMAIL_PER_HOUR);
    });

    it(`mails ${LINKS_PER_ADDRESS} login links from one requester, however many addresses it names`, async () => {
      const { app, mailer } = createTestApp(database, { clientAddress: '198.51.100.11' });
      const emails = Array.from({ length: PARALLEL_REQUESTS }, () => uniqueEmail());
      expectLimitedTo(await sendAtOnce(PARALLEL_REQUESTS, (index) => requestLink(app, emails[index]!)), LINKS_PER_ADDRESS);
      expect(sentMails(mailer)).toBe(LINKS_PER_ADDRESS);
      expect(await countHits('login-link:address', '198.51.100.11')).toBe(LINKS_PER_ADDRESS);
      expect(await database.db.selectFrom('email_login_tokens').select('email').where('email', 'in', emails).execute()).toHaveLength(LINKS_PER_ADDRESS);
    });

    it(`sends ${INVITATIONS_PER_DAY} invitations a day from one account`, async () => {
      const { app, mailer } = createTestApp(database);
      const inviter = await createUser(database.db);
      const profile = await createProfile(database.db, inviter.id);
      const cookie = await sessionCookieFor(database.db, inviter.id);
      const invite = (index: number) =>
        postProcedure(app, 'sharing.invite', { profileId: profile.id, inviteeEmail: uniqueEmail(`invitee${index}`), relationshipTag: 'Friend', shareMyFeed: false }, cookie);
      expectLimitedTo(await sendAtOnce(PARALLEL_REQUESTS, invite), INVITATIONS_PER_DAY);
      expect(sentMails(mailer)).toBe(INVITATIONS_PER_DAY);
      expect(await database.db.selectFrom('invitations').select('id').where('inviter_user_id', '=', inviter.id).execute()).toHaveLength(INVITATIONS_PER_DAY);
    });

    it(`answers ${AI_CALLS_PER_HOUR} AI calls an hour per account, across suggestions, exercise words and insights`, async () => {
      const { app } = createTestApp(database); // the local engine
      const owner = await createUser(database.db);
      const profile = await createProfile(database.db, owner.id);
      for (let day = 1; day <= 5; day += 1) {
        const timestamp = new Date(Date.UTC(2026, 9, day, 9));
        await createEntry(database.db, profile.id, { mood_category: 'negative', specific_mood: 'stressed', intensity: 8, trigger: 'work', notes: 'Deadline at work.', timestamp });
      }
      const cookie = await sessionCookieFor(database.db, owner.id);
      const ask = (index: number) => postProcedure(app, index % 2 === 0 ? 'affirmations.suggest' : 'exercise.words', { profileId: profile.id }, cookie);
      expectLimitedTo(await sendAtOnce(PARALLEL_REQUESTS, ask), AI_CALLS_PER_HOUR);
      expect(await countHits('ai', owner.id)).toBe(AI_CALLS_PER_HOUR);

      const insights = await outcomeOf(createHttpClient(app, cookie).insights.generate.mutate({ profileId: profile.id }));
      expect(insights).toMatchObject({ ok: false, code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(RATE_LIMITED) });
      expect(await database.db.selectFrom('user_insights').select('id').where('profile_id', '=', profile.id).execute()).toEqual([]);
    });
  });

  describe(`one-time links under ${PARALLEL_REDEMPTIONS} redemptions at once`, () => {
    it('signs in once with a login link', async () => {
      const { app, mailer } = createTestApp(database);
      const email = uniqueEmail();
      const asking = await requestLinkOverHttp(app, email);
      const token = latestLoginToken(mailer);
      // Half from the browser that asked, half from elsewhere with the account confirmed.
      const { accepted, refused } = byOutcome(
        await sendAtOnce(PARALLEL_REDEMPTIONS, (index) => (index % 2 ? redeemOverHttp(app, token, asking) : redeemOverHttp(app, token, undefined, true))),
      );
      expect(accepted).toHaveLength(1);
      expect(accepted[0]!.setCookie).toMatch(new RegExp(`^${sessionCookieName(testConfig())}=[a-z2-7]{32};`));
      for (const { setCookie, body } of refused) {
        expect(setCookie).toBeNull();
        expect(body.error?.message).toBe('This login link is invalid or has already been used. Please request a new one.');
      }
      const sessions = await database.db.selectFrom('sessions').innerJoin('users', 'users.id', 'sessions.user_id').select('sessions.id').where('users.email', '=', email).execute();
      expect(sessions).toHaveLength(1);
    });

    /** An invitation from a new inviter with 'Share my feed?', its token, and checks of what accepting it did. */
    async function pendingInvitation(inviteeEmail = uniqueEmail('invitee')) {
      const inviter = await createUser(database.db, { name: 'Ines Inviter' });
      const profile = await createProfile(database.db, inviter.id);
      const { token } = await createInvitation(database.db, { inviterUserId: inviter.id, profileId: profile.id, inviteeEmail });
      /** Each viewer grant made once, both ways, and the invitation marked accepted. */
      const expectAcceptedOnce = async () => {
        const invitee = await database.db.selectFrom('users').select('id').where('email', '=', inviteeEmail).executeTakeFirstOrThrow();
        const inviteeProfile = await database.db.selectFrom('profiles').select('id').where('owner_user_id', '=', invitee.id).executeTakeFirstOrThrow();
        const grants = await database.db
          .selectFrom('profile_permissions')
          .select(['grantee_user_id', 'profile_id', 'level'])
          .where('grantee_user_id', 'in', [inviter.id, invitee.id])
          .execute();
        expect(grants).toHaveLength(2);
        expect(grants).toEqual(
          expect.arrayContaining([
            { grantee_user_id: inviter.id, profile_id: inviteeProfile.id, level: 'viewer' },
            { grantee_user_id: invitee.id, profile_id: profile.id, level: 'viewer' },
          ]),
        );
        const { status } = await database.db.selectFrom('invitations').select('status').where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
        expect(status).toBe('accepted');
      };
      return { inviteeEmail, token, expectAcceptedOnce };
    }
    /** Signed out, the invitee has confirmed the account the link names. */
    const accept = (app: ReturnType<typeof createTestApp>['app'], token: string, cookie?: string) =>
      postProcedure(app, 'invitations.accept', { token, confirmed: !cookie }, cookie);

    it('accepts an invitation once when nobody is signed in: one account, one session, each grant once', async () => {
      const { app } = createTestApp(database);
      const invitation = await pendingInvitation();
      const { accepted, refused } = byOutcome(await sendAtOnce(PARALLEL_REDEMPTIONS, () => accept(app, invitation.token)));
      expect(accepted).toHaveLength(1);
      expect(accepted[0]!.setCookie).toMatch(new RegExp(`^${sessionCookieName(testConfig())}=[a-z2-7]{32};`));
      for (const { setCookie, body } of refused) {
        expect(setCookie).toBeNull();
        expect(body.error).toMatchObject({
          message: 'This invitation has already been accepted. Each invitation link works once.',
          data: { code: 'PRECONDITION_FAILED', reason: 'INVITE_USED' },
        });
      }
      const invitees = await database.db.selectFrom('users').select('id').where('email', '=', invitation.inviteeEmail).execute();
      expect(invitees).toHaveLength(1);
      expect(await database.db.selectFrom('profiles').select('id').where('owner_user_id', '=', invitees[0]!.id).execute()).toHaveLength(1);
      expect(await database.db.selectFrom('sessions').select('id').where('user_id', '=', invitees[0]!.id).execute()).toHaveLength(1);
      await invitation.expectAcceptedOnce();
    });

    it('accepts an invitation once from the invitee signed in, sending it 20 times', async () => {
      const { app } = createTestApp(database);
      const invitation = await pendingInvitation();
      const invitee = await createUser(database.db, { email: invitation.inviteeEmail });
      const cookie = await sessionCookieFor(database.db, invitee.id);
      const { accepted, refused } = byOutcome(await sendAtOnce(PARALLEL_REDEMPTIONS, () => accept(app, invitation.token, cookie)));
      expect(accepted).toHaveLength(1);
      expect(refused.map(({ body }) => body.error?.data.reason)).toEqual(Array(PARALLEL_REDEMPTIONS - 1).fill('INVITE_USED'));
      await invitation.expectAcceptedOnce();
    });

    it('accepts an invitation once when 20 accounts send it at once: only the invitee, the others told it is not theirs', async () => {
      const { app } = createTestApp(database);
      const invitation = await pendingInvitation();
      const accounts = [await createUser(database.db, { email: invitation.inviteeEmail })];
      for (let other = 1; other < PARALLEL_REDEMPTIONS; other += 1) accounts.push(await createUser(database.db));
      const cookies = await Promise.all(accounts.map((account) => sessionCookieFor(database.db, account.id)));
      const answers = await sendAtOnce(PARALLEL_REDEMPTIONS, (index) => accept(app, invitation.token, cookies[index]));
      expect(answers[0]!.body.result).toBeDefined();
      // A stranger's request is refused as not theirs, or as used when the invitee's came first.
      for (const { body } of answers.slice(1)) expect(['INVITE_WRONG_ACCOUNT', 'INVITE_USED']).toContain(body.error?.data.reason);
      await invitation.expectAcceptedOnce();
      const strangers = accounts.slice(1).map((account) => account.id);
      expect(await database.db.selectFrom('profile_permissions').select('profile_id').where('grantee_user_id', 'in', strangers).execute()).toEqual([]);
    });
  });

  describe('a session cookie after its session ended', () => {
    /** A signed-in owner with an image, who can export; checked to work before the session ends. */
    async function signedInOwner() {
      const harness = createTestApp(database);
      const email = uniqueEmail('leaving');
      const cookie = await signIn(harness.app, harness.mailer, email);
      const user = await database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      const profile = await createProfile(database.db, user.id);
      const upload = await uploadImage(harness.app, profile.id, cookie);
      expect(upload.status).toBe(201);
      const { key } = (await upload.json()) as { key: string };
      const exportCsv = () => harness.app.request(`/api/profiles/${profile.id}/export.csv`, withAppOrigin({}, cookie));
      expect((await exportCsv()).status).toBe(200);
      return { ...harness, email, cookie, profile, key, exportCsv };
    }

    async function expectRefused({ app, cookie, profile, key, exportCsv }: Awaited<ReturnType<typeof signedInOwner>>) {
      expect(await outcomeOf(createHttpClient(app, cookie).profiles.list.query())).toMatchObject({ ok: false, code: 'UNAUTHORIZED' });
      expect((await exportCsv()).status).toBe(401);
      expect((await uploadImage(app, profile.id, cookie)).status).toBe(401);
      // An image is shown only to its viewers; to anyone else it does not exist.
      expect((await app.request(`/api/images/${key}`, withAppOrigin({}, cookie))).status).toBe(404);
    }

    it('is refused after Sign Out', async () => {
      const owner = await signedInOwner();
      expect((await postProcedure(owner.app, 'auth.signOut', {}, owner.cookie)).status).toBe(200);
      await expectRefused(owner);
    });

    it('is refused after the account is deleted', async () => {
      const owner = await signedInOwner();
      expect((await postProcedure(owner.app, 'account.delete', { email: owner.email }, owner.cookie)).status).toBe(200);
      await expectRefused(owner);
    });
  });

  it('stores login links, sessions and invitations only as their SHA-256', async () => {
    const { app, mailer } = createTestApp(database);
    const email = uniqueEmail();
    const sessionToken = (await signIn(app, mailer, email)).split('=')[1]!;
    await requestLink(app, email); // a link left unused, so its row is there to scan
    const loginToken = latestLoginToken(mailer);
    const user = await database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const profile = await createProfile(database.db, user.id);
    await postProcedure(app, 'sharing.invite', { profileId: profile.id, inviteeEmail: uniqueEmail('invitee'), relationshipTag: 'Friend', shareMyFeed: true }, `${sessionCookieName(testConfig())}=${sessionToken}`);
    const invitationToken = new URL(mailer.kind === 'dev-outbox' ? mailer.messages()[0]!.link! : '').hash.replace('#invitation=', '');

    const secrets = [sessionToken, loginToken, invitationToken];
    expect(await rowsNaming(database, secrets)).toEqual({});
    expect(await rowsNaming(database, [hashToken(sessionToken)])).toEqual({ sessions: 1 });
    expect(await rowsNaming(database, [hashToken(loginToken)])).toEqual({ email_login_tokens: 1 });
    expect(await rowsNaming(database, [hashToken(invitationToken)])).toEqual({ invitations: 1 });
  });
});
