import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, createTestApp, withAppOrigin } from '../support/app';
import { signIn } from '../support/auth';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { makeJpegWithGps, makePng } from '../support/images';

type TestApp = ReturnType<typeof createTestApp>;

describe.each(testEngines)('private images on %s', (engine) => {
  let database: TestDatabase;
  let testApp: TestApp;
  let owner: string;
  let profileId: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    testApp = createTestApp(database);
    owner = await signIn(testApp.app, testApp.mailer, 'photo.owner@example.com');
    const user = await database.db.selectFrom('users').select('id').where('email', '=', 'photo.owner@example.com').executeTakeFirstOrThrow();
    profileId = (
      await database.db.insertInto('profiles').values({ owner_user_id: user.id, name: 'Owner', initial: 'O' }).returning('id').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => database.dispose());

  function upload(bytes: Uint8Array, options: { cookie?: string; name?: string; type?: string; source?: string; profile?: string } = {}) {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(bytes)], options.name ?? 'photo.png', { type: options.type ?? 'image/png' }));
    const query = `profileId=${options.profile ?? profileId}&source=${options.source ?? 'file'}`;
    return testApp.app.request(`/api/images?${query}`, withAppOrigin({ method: 'POST', body: form }, options.cookie ?? owner));
  }
  const fetchImage = (url: string, cookie?: string) => testApp.app.request(url, { headers: cookie ? { cookie } : {} });

  async function share(email: string, level: 'editor' | 'viewer') {
    const cookie = await signIn(testApp.app, testApp.mailer, email);
    const user = await database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await database.db.insertInto('profile_permissions').values({ grantee_user_id: user.id, profile_id: profileId, level }).execute();
    return cookie;
  }

  it('stores a JPEG without its EXIF or XMP location data', async () => {
    const response = await upload(makeJpegWithGps(), { name: 'holiday.jpeg', type: 'image/jpeg' });
    expect(response.status).toBe(201);
    const { key, url } = (await response.json()) as { key: string; url: string };
    expect(key).toMatch(/^uploaded-image-\d{13}-[a-z0-9]{12}\.jpg$/);
    const stored = Buffer.from(await (await fetchImage(url, owner)).arrayBuffer());
    expect(stored.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(stored.toString('latin1')).not.toMatch(/Exif|GPS|xmpmeta/);
  });

  it('serves a PNG to the owner, an editor and a viewer, privately; 404 to a stranger and when signed out', async () => {
    const response = await upload(makePng(), { source: 'paste' });
    const { key, url } = (await response.json()) as { key: string; url: string };
    expect(key).toMatch(/^pasted-image-\d{13}-[a-z0-9]{12}\.png$/);
    const editor = await share(`editor-${engine}@example.com`, 'editor');
    const viewer = await share(`viewer-${engine}@example.com`, 'viewer');
    for (const cookie of [owner, editor, viewer]) {
      const served = await fetchImage(url, cookie);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('cache-control')).toBe('private, max-age=3600');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(makePng());
    }
    const stranger = await signIn(testApp.app, testApp.mailer, `stranger-${engine}@example.com`);
    expect((await fetchImage(url, stranger)).status).toBe(404);
    expect((await fetchImage(url)).status).toBe(404);
    expect((await fetchImage('/api/images/uploaded-image-1-none.png', owner)).status).toBe(404);
    // a viewer may look but not upload
    expect((await upload(makePng(), { cookie: viewer })).status).toBe(403);
  });

  it('refuses a text file named .png, an 11 MB image, and uploads from strangers', async () => {
    const fake = await upload(new TextEncoder().encode('this is not really a picture at all'), { name: 'cat.png' });
    expect(fake.status).toBe(415);
    expect(await fake.json()).toEqual({ error: { message: 'Only PNG, JPEG, GIF and WebP images can be attached.' } });
    const huge = Buffer.concat([makePng(), Buffer.alloc(11 * 1024 * 1024)]);
    const tooBig = await upload(huge);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ error: { message: 'Images can be at most 10 MB.' } });
    const stranger = await signIn(testApp.app, testApp.mailer, `uploader-${engine}@example.com`);
    expect((await upload(makePng(), { cookie: stranger })).status).toBe(404);
    expect((await testApp.app.request(`/api/images?profileId=${profileId}`, { method: 'POST', headers: { origin: 'http://localhost:8787' } })).status).toBe(401);
  });

  it('gives 100 parallel uploads 100 different keys', async () => {
    const responses = await Promise.all(Array.from({ length: 100 }, () => upload(makePng())));
    const keys = await Promise.all(responses.map(async (response) => ((await response.json()) as { key: string }).key));
    expect(new Set(keys).size).toBe(100);
  });

  it('deletes the stored object when the image is taken off its entry, and refuses foreign images', async () => {
    const api = createHttpClient(testApp.app, owner);
    const first = (await (await upload(makePng())).json()) as { key: string; url: string };
    const second = (await (await upload(makePng())).json()) as { key: string; url: string };
    const entry = await api.entries.add.mutate({
      profileId,
      entry: { type: 'emotional', mood_category: 'positive', specific_mood: 'happy', images: [first.key, second.key] },
    });
    expect(entry.images).toEqual([first.key, second.key]);
    await api.entries.update.mutate({ profileId, id: entry.id, patch: { images: [second.key] } });
    expect((await fetchImage(first.url, owner)).status).toBe(404);
    expect(await testApp.blobs.get(first.key)).toBeNull();
    expect((await fetchImage(second.url, owner)).status).toBe(200);

    const other = await signIn(testApp.app, testApp.mailer, `thief-${engine}@example.com`);
    const thief = await database.db.selectFrom('users').select('id').where('email', '=', `thief-${engine}@example.com`).executeTakeFirstOrThrow();
    const theirProfile = await database.db.insertInto('profiles').values({ owner_user_id: thief.id, name: 'T', initial: 'T' }).returning('id').executeTakeFirstOrThrow();
    await expect(
      createHttpClient(testApp.app, other).entries.add.mutate({
        profileId: theirProfile.id,
        entry: { type: 'emotional', mood_category: 'positive', specific_mood: 'happy', images: [second.key] },
      }),
    ).rejects.toThrow('That image is not one of your uploads.');
  });
});
