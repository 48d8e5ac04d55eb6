import { mkdtempSync, readdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renditionKey, storeImage } from '../../src/worker/images/store-image';
import { inlineOffThread } from '../../src/worker/off-thread/off-thread';
import { createCapturedLogger } from '../support/logger';
import { createDiskBlobStore } from '../../src/worker/node/disk-blob-store';
import { createHttpClient, createTestApp, withAppOrigin } from '../support/app';
import { signIn } from '../support/auth';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { failingStorage } from '../support/failing-blob-store';
import { makeJpegWithGps, makeOrientedJpeg, makePng } from '../support/images';
import { decodeImage } from '../../src/worker/images/codecs';
import { meteredBody, streamedRequest } from '../support/metered-body';

type TestApp = ReturnType<typeof createTestApp>;

/** The size of the WebP a response holds, as a decoder reads it. */
async function drawnSize(response: Response) {
  const { width, height } = await decodeImage('webp', new Uint8Array(await response.arrayBuffer()));
  return { width, height };
}

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

  function upload(
    bytes: Uint8Array,
    options: { cookie?: string; name?: string; type?: string; source?: string; profile?: string; app?: TestApp['app'] } = {},
  ) {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(bytes)], options.name ?? 'photo.png', { type: options.type ?? 'image/png' }));
    const query = `profileId=${options.profile ?? profileId}&source=${options.source ?? 'file'}`;
    return (options.app ?? testApp.app).request(`/api/images?${query}`, withAppOrigin({ method: 'POST', body: form }, options.cookie ?? owner));
  }
  const fetchImage = (url: string, cookie?: string) => testApp.app.request(url, { headers: cookie ? { cookie } : {} });

  async function share(email: string, level: 'editor' | 'viewer') {
    const cookie = await signIn(testApp.app, testApp.mailer, email);
    const user = await database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await database.db.insertInto('profile_permissions').values({ grantee_user_id: user.id, profile_id: profileId, level }).execute();
    return cookie;
  }

  it('stores a JPEG as WebP renditions without its EXIF or XMP location data', async () => {
    const response = await upload(makeJpegWithGps(), { name: 'holiday.jpeg', type: 'image/jpeg' });
    expect(response.status).toBe(201);
    const { key, url } = (await response.json()) as { key: string; url: string };
    expect(key).toMatch(/^uploaded-image-\d{13}-[a-z0-9]{12}\.webp$/);
    for (const served of [await fetchImage(url, owner), await fetchImage(`${url}?size=thumb`, owner)]) {
      const stored = Buffer.from(await served.arrayBuffer());
      expect(stored.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(stored.toString('latin1')).not.toMatch(/Exif|GPS|xmpmeta/);
    }
  });

  it('serves the display size at the image URL and the thumbnail at ?size=thumb, each with its own ETag', async () => {
    const { url } = (await (await upload(makePng({ width: 3000, height: 1500 }))).json()) as { url: string };
    const display = await fetchImage(url, owner);
    const thumb = await fetchImage(`${url}?size=thumb`, owner);
    expect(await drawnSize(display)).toEqual({ width: 2048, height: 1024 });
    expect(await drawnSize(thumb)).toEqual({ width: 480, height: 240 });
    expect(thumb.headers.get('etag')).not.toBe(display.headers.get('etag'));
    expect(thumb.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('makes the renditions of a photo stored before they existed on its first request, from its original', async () => {
    const key = 'uploaded-image-1700000000000-legacyphoto01.jpg';
    const user = await database.db.selectFrom('users').select('id').where('email', '=', 'photo.owner@example.com').executeTakeFirstOrThrow();
    await database.db.insertInto('uploaded_images').values({ key, profile_id: profileId, uploaded_by: user.id, content_type: 'image/jpeg', size: 1 }).execute();
    await testApp.blobs.putIfAbsent(key, makeOrientedJpeg(6), 'image/jpeg');
    expect(await testApp.blobs.get(renditionKey(key, 'thumb'))).toBeNull();
    const thumb = await fetchImage(`/api/images/${key}?size=thumb`, owner);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect(await drawnSize(thumb)).toEqual({ width: 20, height: 40 }); // turned upright on the way
    expect(await testApp.blobs.get(renditionKey(key, 'thumb'))).not.toBeNull();
    expect(await drawnSize(await fetchImage(`/api/images/${key}`, owner))).toEqual({ width: 20, height: 40 });
  });

  it('serves a PNG to the owner, an editor and a viewer, privately; 404 to a stranger and when signed out', async () => {
    const response = await upload(makePng(), { source: 'paste' });
    const { key, url } = (await response.json()) as { key: string; url: string };
    expect(key).toMatch(/^pasted-image-\d{13}-[a-z0-9]{12}\.webp$/);
    const editor = await share(`editor-${engine}@example.com`, 'editor');
    const viewer = await share(`viewer-${engine}@example.com`, 'viewer');
    for (const cookie of [owner, editor, viewer]) {
      const served = await fetchImage(url, cookie);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('private, no-cache');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await drawnSize(served)).toEqual({ width: 4, height: 4 });
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

  it('revalidates a cached image on every view, so a signed-out browser cannot show it again', async () => {
    const { url } = (await (await upload(makePng())).json()) as { url: string };
    const served = await fetchImage(url, owner);
    const etag = served.headers.get('etag');
    expect(served.headers.get('cache-control')).toBe('private, no-cache');
    expect(etag).toBeTruthy();
    const unchanged = await testApp.app.request(url, { headers: { cookie: owner, 'if-none-match': etag! } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect((await testApp.app.request(url, { headers: { 'if-none-match': etag! } })).status).toBe(404);
  });

  it('answers 404, not an error, for a key that is not an image key', async () => {
    for (const key of ['a%00b', 'uploaded-image-1%00.png', '..%2F..%2Fetc%2Fpasswd']) {
      const response = await fetchImage(`/api/images/${key}`, owner);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { message: 'Image not found.' } });
    }
  });

  it('stops reading an upload without Content-Length once it passes the size limit', async () => {
    const boundary = 'attune-test-boundary';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const body = meteredBody(head, 40 * 1024 * 1024);
    const response = await testApp.app.request(
      streamedRequest(`/api/images?profileId=${profileId}&source=file`, body.stream, {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        cookie: owner,
      }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { message: 'Images can be at most 10 MB.' } });
    expect(body.bytesRead()).toBeLessThan(11 * 1024 * 1024);
  });

  it('keeps no record when the image cannot be stored, and says so', async () => {
    const broken = createTestApp(database, { blobs: failingStorage('putIfAbsent') });
    const countRecords = async () =>
      (await database.db.selectFrom('uploaded_images').select('key').where('profile_id', '=', profileId).execute()).length;
    const before = await countRecords();
    const response = await upload(makePng(), { app: broken.app });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: { message: 'The image could not be stored just now. Please try again.' } });
    expect(await countRecords()).toBe(before);
    expect(broken.logger.lines.find((line) => line.msg === 'image not stored')).toMatchObject({ level: 'error' });
  });

  it('writes no object when the record cannot be written', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'attune-blobs-'));
    const upload = { bytes: makePng(), source: 'file' as const, profileId: randomUUID(), userId: randomUUID() };
    const deps = { db: database.db, blobs: createDiskBlobStore(directory), logger: createCapturedLogger(), offThread: inlineOffThread() };
    await expect(storeImage(deps, upload)).rejects.toThrow();
    expect(readdirSync(directory)).toEqual([]);
  });

  it('saves an edit that takes an image off even when storage cannot delete it, and logs that', async () => {
    const flaky = createTestApp(database, { blobs: failingStorage('delete') });
    const api = createHttpClient(flaky.app, owner);
    const keys = await Promise.all(
      [1, 2].map(async () => ((await (await upload(makePng(), { app: flaky.app })).json()) as { key: string }).key),
    );
    const entry = await api.entries.add.mutate({
      profileId,
      entry: { type: 'emotional', mood_category: 'positive', specific_mood: 'happy', images: keys },
    });
    const updated = await api.entries.update.mutate({ profileId, id: entry.id, patch: { images: keys.slice(1) } });
    expect(updated.images).toEqual(keys.slice(1));
    expect(flaky.logger.lines.find((line) => line.msg === 'image taken off an entry not deleted from storage')).toMatchObject({
      level: 'warn',
      key: keys[0],
    });
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
    for (const size of ['display', 'thumb'] as const) expect(await testApp.blobs.get(renditionKey(first.key, size))).toBeNull();
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
