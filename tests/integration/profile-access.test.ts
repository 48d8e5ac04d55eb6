import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../src/worker/context';
import { createCallerFactory, profileProcedure, router } from '../../src/worker/trpc';
import { createHttpClient, createTestApp } from '../support/app';
import { sessionCookieFor } from '../support/auth';
import { asSessionUser, createTestContext } from '../support/caller';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { createProfile, createUser, shareProfile } from '../support/factories';

const probeRouter = router({
  read: profileProcedure('viewer', { reads: 'none' }).query(({ ctx }) => ctx.profile),
  write: profileProcedure('editor', { reads: 'none' }).mutation(({ ctx }) => ctx.profile),
  share: profileProcedure('owner', { reads: 'none' }).mutation(({ ctx }) => ctx.profile),
});

type Probe = Record<'read' | 'write' | 'share', (input: { profileId: string }) => Promise<unknown>>;

/** What a call was answered: the profile access, or the error's code and message. */
async function answer(call: Promise<unknown>) {
  try {
    return await call;
  } catch (error) {
    if (error instanceof TRPCClientError) return { code: error.data?.code, message: error.message };
    const { code, message } = error as { code: string; message: string };
    return { code, message };
  }
}

/**
 * The same decisions through a caller (an account already known) and over HTTP with a session
 * cookie, where the session and the access are read in one query.
 */
const ways = {
  caller: (database: TestDatabase) => async (user: SessionUser | null) => createCallerFactory(probeRouter)(createTestContext(database.db, user)) as Probe,
  'HTTP with a session cookie': (database: TestDatabase) => {
    const { app } = createTestApp(database, { router: probeRouter });
    return async (user: SessionUser | null): Promise<Probe> => {
      const cookie = user ? await sessionCookieFor(database.db, user.id) : undefined;
      const client = createHttpClient<typeof probeRouter>(app, cookie);
      return { read: client.read.query, write: client.write.mutate, share: client.share.mutate };
    };
  },
};

describe.each(testEngines)('profileProcedure on %s', (engine) => {
  let database: TestDatabase;
  let owner: SessionUser;
  let editor: SessionUser;
  let viewer: SessionUser;
  let stranger: SessionUser;
  let profileId: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    owner = asSessionUser(await createUser(database.db));
    editor = asSessionUser(await createUser(database.db));
    viewer = asSessionUser(await createUser(database.db));
    stranger = asSessionUser(await createUser(database.db));
    profileId = (await createProfile(database.db, owner.id)).id;
    await shareProfile(database.db, profileId, editor.id, 'editor');
    await shareProfile(database.db, profileId, viewer.id, 'viewer');
  });
  afterAll(() => database.dispose());

  describe.each(Object.keys(ways) as (keyof typeof ways)[])('through a %s', (way) => {
    const probeFor = (user: SessionUser | null) => ways[way](database)(user);

    it('tells the owner, an editor and a viewer their level', async () => {
      expect(await (await probeFor(owner)).share({ profileId })).toEqual({ id: profileId, access: 'owner', ownerUserId: owner.id });
      expect(await (await probeFor(editor)).write({ profileId })).toEqual({ id: profileId, access: 'editor', ownerUserId: owner.id });
      expect(await (await probeFor(viewer)).read({ profileId })).toEqual({ id: profileId, access: 'viewer', ownerUserId: owner.id });
    });

    it('refuses a lower level with FORBIDDEN', async () => {
      expect(await answer((await probeFor(viewer)).write({ profileId }))).toMatchObject({ code: 'FORBIDDEN' });
      expect(await answer((await probeFor(editor)).share({ profileId }))).toMatchObject({ code: 'FORBIDDEN' });
    });

    it('answers NOT_FOUND alike for a profile the account cannot see, one that does not exist and a malformed id', async () => {
      const notFound = { code: 'NOT_FOUND', message: 'Profile not found.' };
      expect(await answer((await probeFor(stranger)).read({ profileId }))).toEqual(notFound);
      expect(await answer((await probeFor(owner)).read({ profileId: crypto.randomUUID() }))).toEqual(notFound);
      expect(await answer((await probeFor(owner)).read({ profileId: 'not-a-profile' }))).toEqual(notFound);
    });

    it('answers UNAUTHORIZED without a signed-in account, before looking at the input', async () => {
      expect(await answer((await probeFor(null)).read({ profileId }))).toMatchObject({ code: 'UNAUTHORIZED' });
      expect(await answer((await probeFor(null)).read({ profileId: 'not-a-profile' }))).toMatchObject({ code: 'UNAUTHORIZED' });
    });
  });
});
