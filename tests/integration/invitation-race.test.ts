import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../src/worker/auth/session-cookie';
import { createHttpClient, createTestApp, testConfig } from '../support/app';
import { postProcedure, sessionCookieFor } from '../support/auth';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { createProfile, createUser } from '../support/factories';

const PARALLEL_ACCEPTANCES = 20;

type Answer = { result?: { data: unknown }; error?: { message: string; data: { code: string; reason: string | null } } };

describe.each(testEngines)(`an invitation accepted ${PARALLEL_ACCEPTANCES} times at once on %s`, (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  it('is accepted exactly once: one account, one session, each grant once; every other request is told it was used', async () => {
    const { app, mailer } = createTestApp(database);
    const inviter = await createUser(database.db, { name: 'Ines Inviter' });
    const inviterProfile = await createProfile(database.db, inviter.id);
    const inviteeEmail = `invitee-${engine}@example.com`;
    const inviterClient = createHttpClient(app, await sessionCookieFor(database.db, inviter.id));
    await inviterClient.sharing.invite.mutate({ profileId: inviterProfile.id, inviteeEmail, relationshipTag: 'Friend', shareMyFeed: true });
    const link = mailer.kind === 'dev-outbox' ? mailer.messages()[0]!.link! : '';
    expect(link).toContain('/auth/callback?type=hoh-invite#invitation=');
    const token = new URL(link).hash.replace('#invitation=', '');

    // Each acceptance is a request of its own, without a cookie, so each runs in its own transaction.
    const responses = await Promise.all(Array.from({ length: PARALLEL_ACCEPTANCES }, () => postProcedure(app, 'invitations.accept', { token, confirmed: true })));
    const answers = await Promise.all(responses.map(async (response) => ({ response, body: (await response.json()) as Answer })));
    const winners = answers.filter(({ body }) => body.result);
    const losers = answers.filter(({ body }) => body.error);
    expect(winners).toHaveLength(1);
    expect(winners[0]!.response.headers.get('set-cookie')).toMatch(new RegExp(`^${sessionCookieName(testConfig())}=[a-z2-7]{32};`));
    expect(losers).toHaveLength(PARALLEL_ACCEPTANCES - 1);
    for (const { response, body } of losers) {
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(body.error).toMatchObject({
        message: 'This invitation has already been accepted. Each invitation link works once.',
        data: { code: 'PRECONDITION_FAILED', reason: 'INVITE_USED' },
      });
    }

    const invitees = await database.db.selectFrom('users').select('id').where('email', '=', inviteeEmail).execute();
    expect(invitees).toHaveLength(1);
    const invitee = invitees[0]!.id;
    const inviteeProfiles = await database.db.selectFrom('profiles').select('id').where('owner_user_id', '=', invitee).execute();
    expect(inviteeProfiles).toHaveLength(1);
    const grants = await database.db
      .selectFrom('profile_permissions')
      .select(['grantee_user_id', 'profile_id', 'level'])
      .where('grantee_user_id', 'in', [inviter.id, invitee])
      .orderBy('level')
      .execute();
    expect(grants).toHaveLength(2);
    expect(grants).toEqual(
      expect.arrayContaining([
        { grantee_user_id: inviter.id, profile_id: inviteeProfiles[0]!.id, level: 'viewer' },
        { grantee_user_id: invitee, profile_id: inviterProfile.id, level: 'viewer' },
      ]),
    );
    expect(await database.db.selectFrom('sessions').select('id').where('user_id', '=', invitee).execute()).toHaveLength(1);
    const invitation = await database.db.selectFrom('invitations').select(['status', 'accepted_at']).where('invitee_email', '=', inviteeEmail).executeTakeFirstOrThrow();
    expect(invitation.status).toBe('accepted');
    expect(invitation.accepted_at).not.toBeNull();
  });
});
