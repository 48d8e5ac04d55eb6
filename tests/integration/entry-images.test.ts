import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordUpload } from '../../src/worker/db/images';
import { createDiskBlobStore } from '../../src/worker/node/disk-blob-store';
import { createCaller } from '../../src/worker/routers';
import { ABANDONED_UPLOAD_AGE_MS, removeAbandonedUploads } from '../../src/worker/services/abandoned-uploads';
import type { BlobStore } from '../../src/worker/services/blobs/blob-store';
import { asSessionUser, createTestContext } from '../support/caller';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { createProfile, createUser } from '../support/factories';
import { backdateUpload, makePng } from '../support/images';
import { setEventCount } from '../support/journal';
import { createCapturedLogger } from '../support/logger';

describe.each(testEngines)('images of deleted entries on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  /** An account with its own profile, calling the API with the given storage and a captured log. */
  async function journal(blobs: BlobStore = createDiskBlobStore(mkdtempSync(join(tmpdir(), 'attune-entry-images-')))) {
    const user = await createUser(database.db);
    const profile = await createProfile(database.db, user.id);
    await setEventCount(database.db, user.id, 0);
    const logger = createCapturedLogger();
    const caller = createCaller({ ...createTestContext(database.db, asSessionUser(user)), blobs, logger });
    let uploads = 0;
    return {
      user,
      profileId: profile.id,
      caller,
      logger,
      blobs,
      /** Stores and records an image as the upload route does. */
      async upload() {
        uploads += 1;
        const key = `uploaded-image-${String(1_700_000_000_000 + uploads)}-${profile.id.slice(0, 8)}${uploads}.png`;
        await blobs.putIfAbsent(key, makePng(), 'image/png');
        await recordUpload(database.db, { key, profileId: profile.id, userId: user.id, contentType: 'image/png', size: makePng().length });
        return key;
      },
      add(images: string[]) {
        return caller.entries.add({ profileId: profile.id, entry: { type: 'affirmation', notes: 'With a photo', images } });
      },
    };
  }
  const isRecorded = async (key: string) =>
    (await database.db.selectFrom('uploaded_images').select('key').where('key', '=', key).executeTakeFirst()) !== undefined;
  const isStored = async (blobs: BlobStore, key: string) => (await blobs.get(key)) !== null;

  it('deletes the images of a deleted entry, except those another live entry still shows', async () => {
    const owner = await journal();
    const [own, shared] = [await owner.upload(), await owner.upload()];
    const first = await owner.add([own, shared]);
    const second = await owner.add([shared]);

    await owner.caller.entries.delete({ profileId: owner.profileId, id: first.id });
    expect([await isRecorded(own), await isStored(owner.blobs, own)]).toEqual([false, false]);
    expect([await isRecorded(shared), await isStored(owner.blobs, shared)]).toEqual([true, true]);

    await owner.caller.entries.delete({ profileId: owner.profileId, id: second.id });
    expect([await isRecorded(shared), await isStored(owner.blobs, shared)]).toEqual([false, false]);
  });

  it('deletes the images of every entry when the journal is cleared', async () => {
    const owner = await journal();
    const keys = [await owner.upload(), await owner.upload(), await owner.upload()];
    await owner.add([keys[0]!, keys[1]!]);
    await owner.add([keys[1]!, keys[2]!]);
    const unattached = await owner.upload();

    expect(await owner.caller.entries.clear({ profileId: owner.profileId })).toEqual({ cleared: 2 });
    for (const key of keys) expect([await isRecorded(key), await isStored(owner.blobs, key)]).toEqual([false, false]);
    expect(await isRecorded(unattached)).toBe(true);
  });

  it('still deletes the entry when storage fails, and logs the image left behind', async () => {
    const disk = createDiskBlobStore(mkdtempSync(join(tmpdir(), 'attune-entry-images-')));
    const owner = await journal({ ...disk, delete: () => Promise.reject(new Error('storage is down')) });
    const key = await owner.upload();
    const entry = await owner.add([key]);

    await expect(owner.caller.entries.delete({ profileId: owner.profileId, id: entry.id })).resolves.toEqual({ id: entry.id });
    expect(await isRecorded(key)).toBe(false);
    expect(owner.logger.lines).toContainEqual(expect.objectContaining({ msg: 'image of a deleted entry not deleted from storage', key }));
  });

  describe.skipIf(engine === 'pglite')('while an entry showing the image is being written', () => {
    /** Holds the owner's plan row locked, so an entry being added waits inside its transaction. */
    async function holdPlan(userId: string) {
      const client = new pg.Client({ connectionString: database.url! });
      await client.connect();
      await client.query('begin');
      await client.query('select 1 from plans where user_id = $1 for update', [userId]);
      return async () => {
        await client.query('commit');
        await client.end();
      };
    }
    /** Waits until `count` statements of this database are blocked on a lock. */
    const waitersOnLocks = (count: number) =>
      vi.waitFor(async () => {
        const { rows } = await sql<{ waiting: string }>`
          select count(*) as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(database.db);
        expect(Number(rows[0]!.waiting)).toBe(count);
      });

    it('keeps an old upload the cleanup finds while the entry taking it up is not committed yet', async () => {
      const owner = await journal();
      const key = await owner.upload();
      await backdateUpload(database.db, key, 2 * ABANDONED_UPLOAD_AGE_MS);
      const release = await holdPlan(owner.user.id);
      const adding = owner.add([key]);
      await waitersOnLocks(1);

      expect(await removeAbandonedUploads({ database, blobs: owner.blobs, logger: owner.logger })).toBe(0);
      await release();
      expect((await adding).images).toEqual([key]);
      expect([await isRecorded(key), await isStored(owner.blobs, key)]).toEqual([true, true]);
    });

    it('keeps the image of a deleted entry that an entry being added takes up', async () => {
      const owner = await journal();
      const key = await owner.upload();
      const old = await owner.add([key]);
      const release = await holdPlan(owner.user.id);
      const adding = owner.add([key]);
      await waitersOnLocks(1);
      const deleting = owner.caller.entries.delete({ profileId: owner.profileId, id: old.id });
      await waitersOnLocks(2);

      await release();
      expect((await adding).images).toEqual([key]);
      await deleting;
      expect([await isRecorded(key), await isStored(owner.blobs, key)]).toEqual([true, true]);
    });
  });
});
