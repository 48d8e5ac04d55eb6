import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_TOO_MUCH_PIXEL_DATA, IMAGE_UNREADABLE } from '../../src/worker/images/unreadable-image';
import { createTestApp } from '../support/app';
import { signIn } from '../support/auth';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { createProfile } from '../support/factories';
import { pngWithEmptyIdats, zeroPng } from '../support/hostile-images';
import { uploadImage } from '../support/image-upload';

/** Issue 32: small files that announce or hold far more work than their size suggests are refused before that work. */
describe.each(testEngines)('the work an upload may cost is bounded, on %s', (engine) => {
  let database: TestDatabase;
  let testApp: ReturnType<typeof createTestApp>;
  let owner: string;
  let profileId: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    testApp = createTestApp(database);
    owner = await signIn(testApp.app, testApp.mailer, 'bounded@example.com');
    const user = await database.db.selectFrom('users').select('id').where('email', '=', 'bounded@example.com').executeTakeFirstOrThrow();
    profileId = (await createProfile(database.db, user.id)).id;
  });
  afterAll(() => database.dispose());

  const lastRefusal = () => testApp.logger.lines.findLast((line) => line.msg === 'image refused');

  it('refuses the 389 KB PNG of 7071×7071 16-bit RGBA pixels from its header, without inflating 400 MB', async () => {
    const png = zeroPng(7071, 7071, 16, 'rgba');
    expect(png.length).toBeLessThan(400_000);
    const response = await uploadImage(testApp.app, profileId, owner, png);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { message: IMAGE_TOO_MUCH_PIXEL_DATA } });
    expect(lastRefusal()).toMatchObject({ detail: '7071×7071 at 64 bits a pixel' });
  });

  it('takes a PNG with 200 MB of pixels, the most it allows', async () => {
    const response = await uploadImage(testApp.app, profileId, owner, zeroPng(7071, 3535, 16, 'rgba'));
    expect(response.status).toBe(201);
  });

  it('refuses a PNG of 830,000 empty IDAT chunks at its 10,001st chunk', async () => {
    const response = await uploadImage(testApp.app, profileId, owner, pngWithEmptyIdats(830_000));
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: { message: IMAGE_UNREADABLE } });
    expect(lastRefusal()).toMatchObject({ detail: 'PNG chunks: more than 10000' });
  });

  it('takes a PNG of 10,000 chunks', async () => {
    const response = await uploadImage(testApp.app, profileId, owner, pngWithEmptyIdats(10_000 - 3)); // with IHDR, its own IDAT and IEND
    expect(response.status).toBe(201);
  });
});
