import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/worker/db/schema';
import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { encode as encodeJpeg } from 'jpeg-js';

/** A PNG chunk: its length, type, data and CRC. */
export function pngChunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A real, decodable PNG of one colour; optionally carrying EXIF and a text chunk with a location. */
export function makePng(options: { width?: number; height?: number; rgb?: [number, number, number]; metadata?: boolean } = {}) {
  const { width = 4, height = 4, rgb = [220, 60, 90] } = options;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set(rgb, 1 + x * 3);
  const rows = Buffer.alloc(row.length * height);
  for (let y = 0; y < height; y += 1) row.copy(rows, y * row.length);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...(options.metadata
      ? [pngChunk('eXIf', Buffer.from('MM\0*GPSLatitude 51.5074N')), pngChunk('tEXt', Buffer.from('Location\0Home, 12 Elm Street'))]
      : []),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const segment = (marker: number, payload: Buffer) => {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  return Buffer.concat([Buffer.from([0xff, marker]), length, payload]);
};

/** A real 8×8 JPEG of a colour gradient, drawn by jpeg-js: SOI, JFIF (bytes 2–20), tables, frame, scan, EOI. */
export function drawJpeg(): Buffer {
  const width = 8;
  const height = 8;
  const pixels = Buffer.alloc(width * height * 4, 255);
  for (let index = 0; index < width * height; index += 1) pixels.set([index * 4, 200 - index * 2, 90], index * 4);
  return Buffer.from(encodeJpeg({ data: pixels, width, height }, 90).data);
}

/** A real JPEG (drawJpeg) with an EXIF (GPS) APP1 and an XMP APP1 segment after its JFIF segment. */
export function makeJpegWithGps(): Buffer {
  const drawn = drawJpeg();
  return Buffer.concat([
    drawn.subarray(0, 20),
    segment(0xe1, Buffer.from('Exif\0\0MM\0*GPSLatitude=51.5074;GPSLongitude=-0.1278', 'latin1')),
    segment(0xe1, Buffer.from('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>Home</x:xmpmeta>', 'latin1')),
    drawn.subarray(20),
  ]);
}

/**
 * A real 40×20 JPEG, red on its left half and blue on its right, as a camera's sensor wrote it,
 * with an EXIF segment (little-endian TIFF) whose IFD0 holds the Orientation tag (0x0112) and an
 * ImageDescription naming a place: a viewer must turn it to show it upright (6: a quarter turn
 * clockwise, 3: a half turn, 8: a quarter turn anticlockwise).
 */
export function makeOrientedJpeg(orientation: 1 | 3 | 6 | 8): Buffer {
  const width = 40;
  const height = 20;
  const pixels = Buffer.alloc(width * height * 4, 255);
  for (let index = 0; index < width * height; index += 1) pixels.set(index % width < width / 2 ? [220, 20, 20] : [20, 20, 220], index * 4);
  const drawn = Buffer.from(encodeJpeg({ data: pixels, width, height }, 95).data);
  const description = Buffer.from('Home, 12 Elm Street\0', 'latin1');
  const tiff = Buffer.alloc(8 + 2 + 2 * 12 + 4);
  tiff.write('II*\0', 0, 'latin1');
  tiff.writeUInt32LE(8, 4); // IFD0 right after the header
  tiff.writeUInt16LE(2, 8); // two entries
  tiff.set([0x0e, 0x01, 2, 0], 10); // ImageDescription, ASCII
  tiff.writeUInt32LE(description.length, 14);
  tiff.writeUInt32LE(tiff.length, 18); // its text right after the IFD
  tiff.set([0x12, 0x01, 3, 0], 22); // Orientation, SHORT
  tiff.writeUInt32LE(1, 26);
  tiff.writeUInt16LE(orientation, 30);
  return Buffer.concat([drawn.subarray(0, 20), segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff, description])), drawn.subarray(20)]);
}

/**
 * The scan of JPEG_WITH_COMMENT's 64×8 grey picture: eight 8×8 blocks, a restart every four. With
 * its tables, block 4 of the first interval codes a DC difference of 255, whose aligned 0xFF byte
 * is stuffed (FF00); the restart marker (FFD0) resets the prediction, and the rest are flat.
 */
export const COMMENTED_JPEG_SCAN = Buffer.from([0x02, 0xff, 0x00, 0x7f, 0xff, 0xd0, 0x00, 0xff, 0xd9]);

/**
 * A real baseline JPEG whose secrets sit where only metadata lives: a COM comment, an APP12 and a
 * JFXX APP0, and bytes after the end-of-image marker. Its small Huffman tables (DC: category 0 is
 * "0", category 8 is "10"; AC: end-of-block is "0") keep the scan short enough to write by hand.
 */
export function makeJpegWithComment(): Buffer {
  const huffmanTables = Buffer.concat([
    Buffer.from([0x00, 1, 1, ...Array<number>(14).fill(0), 0, 8]), // DC table 0
    Buffer.from([0x10, 1, ...Array<number>(15).fill(0), 0]), // AC table 0
  ]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xe0, Buffer.from('JFXX\0\x10Secret thumbnail', 'latin1')),
    segment(0xfe, Buffer.from('Secret comment: 12 Elm Street', 'latin1')),
    segment(0xec, Buffer.from('Ducky\0Secret APP12', 'latin1')),
    segment(0xe2, Buffer.from('ICC_PROFILE\0\x01\x01profile', 'latin1')),
    segment(0xee, Buffer.from('Adobe\0\x64\0\0\0\0\x01', 'latin1')),
    segment(0xdb, Buffer.alloc(65, 1)), // quantization table 1, all ones
    segment(0xc0, Buffer.from([8, 0, 8, 0, 64, 1, 1, 0x11, 1])), // 64×8, one component using table 1
    segment(0xc4, huffmanTables),
    segment(0xdd, Buffer.from([0, 4])),
    segment(0xda, Buffer.from([1, 1, 0, 0, 63, 0])),
    COMMENTED_JPEG_SCAN,
    Buffer.from('Secret trailing bytes', 'latin1'),
  ]);
}

/** A real 1×1 GIF89a that loops (NETSCAPE2.0); with `metadata`, also a comment, an XMP application extension and trailing bytes. */
export function makeGif(options: { metadata?: boolean } = {}): Buffer {
  const subBlocks = (data: string) => Buffer.concat([Buffer.from([data.length]), Buffer.from(data, 'latin1'), Buffer.from([0])]);
  const metadata = [
    Buffer.from([0x21, 0xfe]),
    subBlocks('Secret comment: 12 Elm Street'),
    Buffer.from([0x21, 0xff, 11]),
    Buffer.from('XMP DataXMP', 'latin1'),
    subBlocks('<x:xmpmeta>Secret location</x:xmpmeta>'),
  ];
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    Buffer.from([1, 0, 1, 0, 0x80, 0, 0]), // 1×1, a global colour table of 2
    Buffer.from([0, 0, 0, 255, 255, 255]),
    Buffer.from([0x21, 0xff, 11]),
    Buffer.from('NETSCAPE2.0', 'latin1'),
    Buffer.from([3, 1, 0, 0, 0]),
    ...(options.metadata ? metadata : []),
    Buffer.from([0x21, 0xf9, 4, 0, 0, 0, 0, 0]), // graphic control
    Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0]), // image descriptor
    Buffer.from([2, 2, 0x44, 0x01, 0]), // LZW code size 2, one sub-block of data
    Buffer.from([0x3b]),
    ...(options.metadata ? [Buffer.from('Secret trailing bytes', 'latin1')] : []),
  ]);
}

/** A file from tests/fixtures/images: images made by real encoders. */
export const readImageFixture = (name: string) => readFileSync(new URL(`../fixtures/images/${name}`, import.meta.url));

/** A real 4×4 lossy WebP (one VP8 chunk) that Chromium drew with canvas.toDataURL('image/webp'). */
export const drawWebp = () => readImageFixture('four-pixels.webp');

/** A real WebP (drawWebp's picture) in the extended format: VP8X flags saying EXIF and XMP are present, and both chunks. */
export function makeWebpWithExif(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const size = Buffer.alloc(4);
    size.writeUInt32LE(data.length);
    return Buffer.concat([Buffer.from(type, 'ascii'), size, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
  };
  const vp8x = Buffer.alloc(10);
  vp8x[0] = 0x08 | 0x04;
  vp8x.writeUIntLE(4 - 1, 4, 3); // canvas width and height, less one
  vp8x.writeUIntLE(4 - 1, 7, 3);
  const body = Buffer.concat([
    Buffer.from('WEBP', 'ascii'),
    chunk('VP8X', vp8x),
    drawWebp().subarray(12),
    chunk('EXIF', Buffer.from('MM\0*GPSLatitude 48.85N')),
    chunk('XMP ', Buffer.from('<x:xmpmeta>Paris</x:xmpmeta>')),
  ]);
  const header = Buffer.alloc(8);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(body.length, 4);
  return Buffer.concat([header, body]);
}

/** Makes a stored upload look `ageMs` old (created_at is never updated by the app itself). */
export async function backdateUpload(db: Kysely<Database>, key: string, ageMs: number) {
  await sql`update uploaded_images set created_at = ${new Date(Date.now() - ageMs)} where key = ${key}`.execute(db);
}
