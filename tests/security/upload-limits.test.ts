import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_UNREADABLE } from '../../src/worker/images/unreadable-image';
import { TOO_MANY_UPLOADS, UPLOAD_BYTES_PER_HOUR, UPLOADS_PER_HOUR } from '../../src/worker/images/upload-allowance';
import { createTestApp } from '../support/app';
import { signIn } from '../support/auth';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { createProfile } from '../support/factories';
import { makePng } from '../support/images';
import { uploadImage } from '../support/image-upload';

const PARALLEL_UPLOADS = 20;

describe.each(testEngines)('image uploads per account and hour, on %s', (engine) => {
  let database: TestDatabase;
  let testApp: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    testApp = createTestApp(database);
  });
  afterAll(() => database.dispose());

  /** A signed-in account with its own profile. */
  async function uploader(email: string) {
    const cookie = await signIn(testApp.app, testApp.mailer, email);
    const user = await database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return { cookie, userId: user.id, profileId: (await createProfile(database.db, user.id)).id };
  }

  /** As if the account had made `uploads` uploads of `bytes` bytes in all, just now. */
  async function spendAllowance(userId: string, uploads: number, bytes: number) {
    const hit = (bucket: string, cost: number) => ({ bucket, subject: userId, cost });
    await database.db
      .insertInto('rate_limit_hits')
      .values([...Array.from({ length: uploads }, () => hit('image-uploads', 1)), hit('image-upload-bytes', bytes)])
      .execute();
  }

  it(`takes ${UPLOADS_PER_HOUR} uploads an hour from one account, under ${PARALLEL_UPLOADS} at once, and tells the rest when to try again`, async () => {
    const busy = await uploader('busy.uploader@example.com');
    await spendAllowance(busy.userId, UPLOADS_PER_HOUR - 5, 1000);
    const responses = await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, () => uploadImage(testApp.app, busy.profileId, busy.cookie)));
    expect(responses.filter((response) => response.status === 201)).toHaveLength(5);
    const refused = responses.filter((response) => response.status === 429);
    expect(refused).toHaveLength(PARALLEL_UPLOADS - 5);
    expect(await refused[0]!.json()).toEqual({ error: { message: `${TOO_MANY_UPLOADS}, try again in 60 minutes.` } });

    const other = await uploader('other.uploader@example.com');
    expect((await uploadImage(testApp.app, other.profileId, other.cookie)).status).toBe(201);
  });

  it('takes 500 MB of uploads an hour from one account, counted by the size sent', async () => {
    const heavy = await uploader('heavy.uploader@example.com');
    await spendAllowance(heavy.userId, 0, UPLOAD_BYTES_PER_HOUR - 1000);
    expect((await uploadImage(testApp.app, heavy.profileId, heavy.cookie, makePng())).status).toBe(201); // under 1000 bytes
    const tooBig = await uploadImage(testApp.app, heavy.profileId, heavy.cookie, new Uint8Array(2000));
    expect(tooBig.status).toBe(429);
    expect(await tooBig.json()).toEqual({ error: { message: `${TOO_MANY_UPLOADS}, try again in 60 minutes.` } });
  });

  it('counts a refused image too: checking it was the work', async () => {
    const careless = await uploader('careless.uploader@example.com');
    const refused = await uploadImage(testApp.app, careless.profileId, careless.cookie, makePng().subarray(0, 40));
    expect(await refused.json()).toEqual({ error: { message: IMAGE_UNREADABLE } });
    const hits = await database.db.selectFrom('rate_limit_hits').select(['bucket', 'cost']).where('subject', '=', careless.userId).orderBy('bucket').execute();
    expect(hits).toEqual([
      { bucket: 'image-upload-bytes', cost: 40 },
      { bucket: 'image-uploads', cost: 1 },
    ]);
  });
});
