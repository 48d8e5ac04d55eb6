import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskBlobStore } from '../../src/worker/node/disk-blob-store';
import { HEIC_UNSUPPORTED } from '../../src/worker/images/renditions';
import { IMAGE_TOO_MANY_PIXELS, IMAGE_UNREADABLE } from '../../src/worker/images/unreadable-image';
import { createTestApp, withAppOrigin } from '../support/app';
import { signIn } from '../support/auth';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { makeGifOf, noiseIndices } from '../support/gif-encoder';
import { drawJpeg, drawWebp, makeGif, makeJpegWithComment, makeJpegWithGps, makePng, makeWebpWithExif, pngChunk, readImageFixture } from '../support/images';

const PNG_SIGNATURE = makePng().subarray(0, 8);
const png = makePng();
const IHDR = png.subarray(8, 33);
const IDAT = png.subarray(33, -12);
const IEND = png.subarray(-12);

/** makePng's header chunk with fields changed: width, height, then bit depth, colour type, compression, filter, interlace. */
function header(width: number, height: number, fields = [8, 2, 0, 0, 0]) {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set(fields, 8);
  return pngChunk('IHDR', data);
}

const withByte = (bytes: Buffer, offset: number, value: number) => {
  const copy = Buffer.from(bytes);
  copy[offset < 0 ? copy.length + offset : offset] = value;
  return copy;
};

const jpeg = drawJpeg();
const jpegSegment = (marker: number) => {
  for (let offset = 2; ; offset += 2 + jpeg.readUInt16BE(offset + 2)) if (jpeg[offset + 1] === marker) return offset;
};
/** drawJpeg's picture with its frame header announcing another size. */
function jpegOfSize(width: number, height: number) {
  const copy = Buffer.from(jpeg);
  copy.writeUInt16BE(height, jpegSegment(0xc0) + 5);
  copy.writeUInt16BE(width, jpegSegment(0xc0) + 7);
  return copy;
}
const webp = drawWebp();
const GIF_SCREEN = makeGif().subarray(0, 19); // header, 1×1 screen, colour table
/** makeGif's 1×1 GIF with other LZW data (code size 2: 4 is the clear code, 5 the end, 6 the first table entry). */
const gifWithLzw = (codes: number[]) => Buffer.concat([makeGif().subarray(0, -5), Buffer.from([codes.length, ...codes, 0, 0x3b])]);

/** Files that announce an image format but that no browser could draw. */
const BROKEN: [string, Buffer][] = [
  ['a PNG signature with IHDR only', Buffer.concat([PNG_SIGNATURE, IHDR])],
  ['a PNG cut inside a chunk length', png.subarray(0, 35)],
  ['a PNG cut inside its image data', png.subarray(0, 50)],
  ['a PNG without IEND', png.subarray(0, -12)],
  ['a PNG whose IDAT length runs past the end', Buffer.concat([PNG_SIGNATURE, IHDR, withByte(IDAT, 2, 0xff), IEND])],
  ['a PNG without IDAT', Buffer.concat([PNG_SIGNATURE, IHDR, IEND])],
  ['a PNG whose IDAT does not inflate', Buffer.concat([PNG_SIGNATURE, IHDR, pngChunk('IDAT', Buffer.from('not deflate data at all')), IEND])],
  ['a PNG whose image data is shorter than its header', Buffer.concat([PNG_SIGNATURE, header(4, 5), IDAT, IEND])],
  ['a PNG whose rows do not fit its header', Buffer.concat([PNG_SIGNATURE, header(5, 4), IDAT, IEND])],
  ['a PNG with an unknown row filter', Buffer.concat([PNG_SIGNATURE, IHDR, pngChunk('IDAT', deflateSync(Buffer.alloc(4 * 13, 7))), IEND])],
  ['a PNG of zero width', Buffer.concat([PNG_SIGNATURE, header(0, 4), IDAT, IEND])],
  ['a PNG with an invalid bit depth', Buffer.concat([PNG_SIGNATURE, header(4, 4, [7, 2, 0, 0, 0]), IDAT, IEND])],
  ['a palette PNG without a palette', Buffer.concat([PNG_SIGNATURE, header(4, 4, [8, 3, 0, 0, 0]), pngChunk('IDAT', deflateSync(Buffer.alloc(4 * 5))), IEND])],
  ['a 12-byte JPEG (start and end of image only)', Buffer.from([0xff, 0xd8, ...Array<number>(8).fill(0xff), 0xff, 0xd9])],
  ['a JPEG without a frame or scan', Buffer.concat([jpeg.subarray(0, 20), Buffer.from([0xff, 0xd9])])],
  ['a JPEG without a scan', Buffer.concat([jpeg.subarray(0, jpegSegment(0xda)), Buffer.from([0xff, 0xd9])])],
  ['a JPEG cut inside its tables', jpeg.subarray(0, 60)],
  ['a JPEG of zero width', jpegOfSize(0, 8)],
  ['a JPEG without its quantization tables', Buffer.concat([jpeg.subarray(0, 20), jpeg.subarray(jpegSegment(0xc0))])],
  ['a WebP whose RIFF size is larger than the file', withByte(webp, 4, webp[4]! + 100)],
  ['a WebP cut inside its image', Buffer.concat([webp.subarray(0, 4), Buffer.from([42, 0, 0, 0]), webp.subarray(8, 50)])],
  ['a WebP whose VP8 frame lacks its start code', withByte(webp, 23, 0)],
  ['a WebP without image data', Buffer.from('RIFF\x0c\0\0\0WEBPXYZW\0\0\0\0', 'latin1')],
  ['a GIF without an image descriptor', Buffer.concat([GIF_SCREEN, Buffer.from([0x3b])])],
  // Found by the decodable-images property: gifuct-js sizes its table by 2 to the code size, and 27
  // asked V8 for an array so large that the whole process ended, every upload in it too.
  ...[0, 1, 9, 12, 27, 255].map((size): [string, Buffer] => [`a GIF whose LZW minimum code size is ${size}`, withByte(makeGif(), -6, size)]),
];

/**
 * Damaged files the decoders still read, as browsers do most of them: what is stored is the
 * picture encoded anew, which every browser draws, so reading them leniently costs nothing.
 */
const DAMAGED_BUT_READ: [string, Buffer][] = [
  ['a PNG cut inside IEND', png.subarray(0, -1)],
  ['a PNG with a wrong CRC', withByte(png, -13, png.at(-13)! ^ 1)],
  ['a PNG whose image data is longer than its header', Buffer.concat([PNG_SIGNATURE, header(4, 3), IDAT, IEND])],
  ['a JPEG without its end-of-image marker', jpeg.subarray(0, -2)],
  ['a GIF without its trailer', makeGif().subarray(0, -1)],
  ['a GIF whose image lies outside its screen', withByte(makeGif(), -11, 2)],
  ['a GIF whose LZW data names a code not yet in its table', gifWithLzw([0x74, 0x01])], // clear, 6, end
  ['a GIF whose LZW data makes no pixels', gifWithLzw([0x2c])], // clear, end
  ['a GIF whose LZW data makes more pixels than its image', gifWithLzw([0x04, 0x0a])], // clear, 0, 0, end
];

/** Files that announce far more pixels than fit in memory, in a few bytes. */
const TOO_MANY_PIXELS: [string, Buffer][] = [
  ['a 100000×100000 PNG', Buffer.concat([PNG_SIGNATURE, header(100_000, 100_000), IDAT, IEND])],
  ['a 10000×10000 PNG (100 megapixels)', Buffer.concat([PNG_SIGNATURE, header(10_000, 10_000), IDAT, IEND])],
  ['a 65535×65535 JPEG', jpegOfSize(65_535, 65_535)],
  ['a 20000×8 JPEG (wider than 16,384)', jpegOfSize(20_000, 8)],
  ['a 65535×65535 GIF', Buffer.concat([Buffer.from('GIF89a\xff\xff\xff\xff', 'latin1'), makeGif().subarray(10)])],
];

const DRAWABLE: [string, Buffer][] = [
  ['PNG', makePng({ metadata: true })],
  ['JPEG with GPS', makeJpegWithGps()],
  ['JPEG with a comment and restart markers', makeJpegWithComment()],
  ['GIF', makeGif({ metadata: true })],
  ['GIF made by ImageMagick', readImageFixture('imagemagick-noise.gif')],
  ['animated GIF made by ImageMagick', readImageFixture('imagemagick-two-frames.gif')],
  ['GIF whose LZW table fills and is used on without a clear code', makeGifOf(120, 80, noiseIndices(9600, 256))],
  ['WebP', webp],
  ['WebP with EXIF', makeWebpWithExif()],
];

describe.each(testEngines)('image uploads on %s', (engine) => {
  let database: TestDatabase;
  let testApp: ReturnType<typeof createTestApp>;
  let blobDirectory: string;
  let owner: string;
  let profileId: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    blobDirectory = mkdtempSync(join(tmpdir(), 'attune-blobs-'));
    testApp = createTestApp(database, { blobs: createDiskBlobStore(blobDirectory) });
    owner = await signIn(testApp.app, testApp.mailer, 'uploader@example.com');
    const user = await database.db.selectFrom('users').select('id').where('email', '=', 'uploader@example.com').executeTakeFirstOrThrow();
    profileId = (await database.db.insertInto('profiles').values({ owner_user_id: user.id, name: 'Owner', initial: 'O' }).returning('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => database.dispose());

  function upload(bytes: Uint8Array) {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' }));
    return testApp.app.request(`/api/images?profileId=${profileId}&source=file`, withAppOrigin({ method: 'POST', body: form }, owner));
  }
  const storedCount = async () => (await database.db.selectFrom('uploaded_images').select('key').execute()).length;

  async function expectRefused(bytes: Buffer, status: number, message: string) {
    const [rowsBefore, blobsBefore] = [await storedCount(), readdirSync(blobDirectory).length];
    const response = await upload(bytes);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: { message } });
    expect([await storedCount(), readdirSync(blobDirectory).length]).toEqual([rowsBefore, blobsBefore]);
  }

  describe('a file no browser could draw is refused, and nothing is stored', () => {
    it.each(BROKEN)('%s', async (_name, bytes) => {
      await expectRefused(bytes, 415, IMAGE_UNREADABLE);
    });
  });

  describe('an image with more pixels than fit in memory is refused, and nothing is stored', () => {
    it.each(TOO_MANY_PIXELS)('%s', async (_name, bytes) => {
      await expectRefused(bytes, 413, IMAGE_TOO_MANY_PIXELS);
    });
  });

  it('refuses HEIC and AVIF, which no decoder here reads', async () => {
    await expectRefused(Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'), 415, HEIC_UNSUPPORTED);
    await expectRefused(Buffer.from('\0\0\0\x18ftypavif\0\0\0\0mif1avif', 'latin1'), 415, HEIC_UNSUPPORTED);
  });

  describe('a whole image is stored, and a damaged one a decoder reads', () => {
    it.each([...DRAWABLE, ...DAMAGED_BUT_READ])('%s', async (_name, bytes) => {
      const response = await upload(bytes);
      expect(response.status).toBe(201);
    });
  });

  it('tells the log which check refused a file, not the person', async () => {
    await upload(Buffer.concat([PNG_SIGNATURE, IHDR]));
    expect(testApp.logger.lines.findLast((line) => line.msg === 'image refused')).toMatchObject({ reason: IMAGE_UNREADABLE, detail: expect.stringMatching(/^png decoder: /) });
  });
});
