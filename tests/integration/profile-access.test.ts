import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../src/worker/context';
import { createCallerFactory, profileProcedure, router } from '../../src/worker/trpc';
import { asSessionUser, createTestContext } from '../support/caller';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { createProfile, createUser, shareProfile } from '../support/factories';

const probeRouter = router({
  read: profileProcedure('viewer').query(({ ctx }) => ctx.profile),
  write: profileProcedure('editor').mutation(({ ctx }) => ctx.profile),
  share: profileProcedure('owner').mutation(({ ctx }) => ctx.profile),
});

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

  const callerFor = (user: SessionUser | null) => createCallerFactory(probeRouter)(createTestContext(database.db, user));

  it('tells the owner, an editor and a viewer their level', async () => {
    expect(await callerFor(owner).share({ profileId })).toEqual({ id: profileId, access: 'owner' });
    expect(await callerFor(editor).write({ profileId })).toEqual({ id: profileId, access: 'editor' });
    expect(await callerFor(viewer).read({ profileId })).toEqual({ id: profileId, access: 'viewer' });
  });

  it('refuses a lower level with FORBIDDEN', async () => {
    await expect(callerFor(viewer).write({ profileId })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(callerFor(editor).share({ profileId })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('answers NOT_FOUND alike for a profile the account cannot see and one that does not exist', async () => {
    await expect(callerFor(stranger).read({ profileId })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Profile not found.' });
    await expect(callerFor(owner).read({ profileId: crypto.randomUUID() })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Profile not found.',
    });
  });

  it('answers UNAUTHORIZED without a signed-in account', async () => {
    await expect(callerFor(null).read({ profileId })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
