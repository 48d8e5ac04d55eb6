import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_HITS_KEPT_MS } from '../../src/worker/db/expired-auth-rows';
import { EXPIRED_LOGIN_LINK_GRACE_MS } from '../../src/worker/db/expired-auth-rows';
import { recordUpload } from '../../src/worker/db/images';
import type { DatabaseProvider } from '../../src/worker/db/provider';
import { createDiskBlobStore } from '../../src/worker/node/disk-blob-store';
import { ABANDONED_UPLOAD_AGE_MS } from '../../src/worker/services/abandoned-uploads';
import { runHousekeeping } from '../../src/worker/services/housekeeping';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { createProfile, createUser } from '../support/factories';
import { backdateUpload, makePng } from '../support/images';
import { createCapturedLogger } from '../support/logger';

const MINUTE = 60 * 1000;
const hash = () => randomBytes(32).toString('hex');

describe.each(testEngines)('hourly housekeeping on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  const ago = (ms: number) => new Date(Date.now() - ms);

  it('purges expired sessions, stale magic links and old rate-limit hits, and removes abandoned uploads', async () => {
    const user = await createUser(database.db);
    const [expiredSession, liveSession] = [hash(), hash()];
    await database.db
      .insertInto('sessions')
      .values([
        { id: expiredSession, user_id: user.id, expires_at: ago(MINUTE) },
        { id: liveSession, user_id: user.id, expires_at: ago(-MINUTE) },
      ])
      .execute();
    const [staleLink, justExpiredLink, liveLink] = [hash(), hash(), hash()];
    await database.db
      .insertInto('email_login_tokens')
      .values([
        { token_hash: staleLink, email: user.email, expires_at: ago(EXPIRED_LOGIN_LINK_GRACE_MS + MINUTE) },
        { token_hash: justExpiredLink, email: user.email, expires_at: ago(MINUTE) },
        { token_hash: liveLink, email: user.email, expires_at: ago(-10 * MINUTE) },
      ])
      .execute();
    await database.db
      .insertInto('rate_limit_hits')
      .values([
        { bucket: 'login-link:email', subject: `old-${engine}`, created_at: ago(RATE_LIMIT_HITS_KEPT_MS + MINUTE) },
        { bucket: 'login-link:email', subject: `recent-${engine}`, created_at: ago(MINUTE) },
      ])
      .execute();
    const blobs = createDiskBlobStore(mkdtempSync(join(tmpdir(), 'attune-housekeeping-')));
    const abandoned = `uploaded-image-1700000000000-${engine}abandoned.png`;
    await blobs.putIfAbsent(abandoned, makePng(), 'image/png');
    const profile = await createProfile(database.db, user.id);
    await recordUpload(database.db, { key: abandoned, profileId: profile.id, userId: user.id, contentType: 'image/png', size: makePng().length });
    await backdateUpload(database.db, abandoned, 2 * ABANDONED_UPLOAD_AGE_MS);

    const logger = createCapturedLogger();
    await runHousekeeping({ database, blobs, logger });

    const sessions = await database.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(sessions.map((row) => row.id)).toEqual([liveSession]);
    const links = await database.db.selectFrom('email_login_tokens').select('token_hash').where('email', '=', user.email).execute();
    expect(links.map((row) => row.token_hash).sort()).toEqual([justExpiredLink, liveLink].sort());
    const hits = await database.db.selectFrom('rate_limit_hits').select('subject').where('subject', 'like', `%-${engine}`).execute();
    expect(hits.map((row) => row.subject)).toEqual([`recent-${engine}`]);
    expect(await blobs.get(abandoned)).toBeNull();
    expect(logger.lines).toContainEqual(
      expect.objectContaining({ msg: 'expired sign-in records purged', sessions: 1, loginLinks: 1, rateLimitHits: 1 }),
    );
  });

  it('runs every task when one fails, and logs the failure', async () => {
    const user = await createUser(database.db);
    await database.db.insertInto('sessions').values({ id: hash(), user_id: user.id, expires_at: ago(MINUTE) }).execute();
    let leases = 0;
    // the first connection asked for (the upload cleanup's) cannot be had
    const flaky: DatabaseProvider = {
      engine: database.engine,
      acquire: () => {
        leases += 1;
        if (leases === 1) throw new Error('no connection');
        return database.acquire();
      },
    };
    const logger = createCapturedLogger();
    await runHousekeeping({ database: flaky, blobs: createDiskBlobStore(mkdtempSync(join(tmpdir(), 'attune-housekeeping-'))), logger });

    expect(await database.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(logger.lines).toContainEqual(expect.objectContaining({ msg: 'housekeeping task failed', task: 'abandoned uploads' }));
  });
});
