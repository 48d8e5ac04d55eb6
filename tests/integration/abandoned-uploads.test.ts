import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordUpload } from '../../src/worker/db/images';
import { createDiskBlobStore } from '../../src/worker/node/disk-blob-store';
import { ABANDONED_UPLOAD_AGE_MS, removeAbandonedUploads } from '../../src/worker/services/abandoned-uploads';
import type { BlobStore } from '../../src/worker/services/blobs/blob-store';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { backdateUpload, makePng } from '../support/images';
import { createJournalOwner } from '../support/journal';
import { createCapturedLogger } from '../support/logger';

describe.each(testEngines)('removing abandoned uploads on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  let keyCount = 0;
  const HOUR = 60 * 60 * 1000;

  /** Stores an image for the profile as the upload route does, `age` milliseconds ago. */
  async function upload(blobs: BlobStore, owner: Awaited<ReturnType<typeof createJournalOwner>>, age: number) {
    keyCount += 1;
    const key = `uploaded-image-${String(1_700_000_000_000 + keyCount)}-${engine}abc${keyCount}.png`;
    await blobs.putIfAbsent(key, makePng(), 'image/png');
    await recordUpload(database.db, { key, profileId: owner.profile.id, userId: owner.user.id, contentType: 'image/png', size: makePng().length });
    await backdateUpload(database.db, key, age);
    return key;
  }
  const recordedKeys = async (keys: string[]) =>
    (await database.db.selectFrom('uploaded_images').select('key').where('key', 'in', keys).execute()).map((row) => row.key).sort();

  it('removes, record and object, the uploads no live entry shows a day after their upload', async () => {
    const blobs = createDiskBlobStore(mkdtempSync(join(tmpdir(), 'attune-abandoned-')));
    const owner = await createJournalOwner(database.db);
    const abandoned = await upload(blobs, owner, ABANDONED_UPLOAD_AGE_MS + HOUR);
    const recent = await upload(blobs, owner, HOUR);
    const onEntry = await upload(blobs, owner, 3 * ABANDONED_UPLOAD_AGE_MS);
    const onDeletedEntry = await upload(blobs, owner, 3 * ABANDONED_UPLOAD_AGE_MS);
    const add = (key: string) =>
      owner.caller.entries.add({ profileId: owner.profile.id, entry: { type: 'affirmation', notes: 'Kept', images: [key] } });
    await add(onEntry);
    // Deleting an entry releases its images at once; a deleted entry still naming one is left over
    // from before that (or from two deletes at once), and its image is now as good as abandoned.
    const deleted = await add(onDeletedEntry);
    await database.db.updateTable('wellness_entries').set({ deleted: true }).where('id', '=', deleted.id).execute();

    const logger = createCapturedLogger();
    expect(await removeAbandonedUploads({ database, blobs, logger })).toBe(2);

    expect(await recordedKeys([abandoned, recent, onEntry, onDeletedEntry])).toEqual([recent, onEntry].sort());
    for (const removed of [abandoned, onDeletedEntry]) expect(await blobs.get(removed)).toBeNull();
    for (const kept of [recent, onEntry]) expect(await blobs.get(kept)).not.toBeNull();
    expect(logger.lines).toContainEqual(expect.objectContaining({ msg: 'abandoned uploads removed', count: 2 }));
    expect(await removeAbandonedUploads({ database, blobs, logger })).toBe(0);
  });

  it('still forgets the record when the object cannot be deleted, and says so in the log', async () => {
    const disk = createDiskBlobStore(mkdtempSync(join(tmpdir(), 'attune-abandoned-')));
    const failing: BlobStore = { ...disk, delete: () => Promise.reject(new Error('storage is down')) };
    const key = await upload(disk, await createJournalOwner(database.db), 2 * ABANDONED_UPLOAD_AGE_MS);
    const logger = createCapturedLogger();
    expect(await removeAbandonedUploads({ database, blobs: failing, logger })).toBe(1);
    expect(await recordedKeys([key])).toEqual([]);
    expect(logger.lines).toContainEqual(expect.objectContaining({ msg: 'abandoned upload not deleted from storage', key }));
  });
});
