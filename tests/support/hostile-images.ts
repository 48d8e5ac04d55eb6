import { constants, deflateRawSync } from 'node:zlib';
import { makePng, pngChunk } from './images';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const COLOUR_TYPES = { gray: 0, rgb: 2, rgba: 6 } as const;
const CHANNELS = { gray: 1, rgb: 3, rgba: 4 } as const;
const ZEROS_STEP = 1 << 20;

/**
 * The zlib stream of `length` zero bytes, made without holding them: independently deflated runs
 * of 1 MiB, each ended by a sync flush so they join on byte boundaries, then an empty final block.
 */
function zlibOfZeros(length: number) {
  const run = deflateRawSync(Buffer.alloc(ZEROS_STEP), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const rest = deflateRawSync(Buffer.alloc(length % ZEROS_STEP), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((length % 65_521) * 65_536 + 1); // Adler-32 of zeros: a = 1, b = length mod 65521
  return Buffer.concat([Buffer.from([0x78, 0xda]), ...Array<Buffer>(Math.floor(length / ZEROS_STEP)).fill(run), rest, deflateRawSync(Buffer.alloc(0)), adler]);
}

/**
 * A real, decodable PNG whose pixels are all zero: small on disk, huge once inflated. The issue's
 * example is 7071×7071 at 16 bits, RGBA: 389 KB that inflate to 400 MB, just under 50 megapixels.
 */
export function zeroPng(width: number, height: number, bitDepth: 8 | 16, colour: keyof typeof COLOUR_TYPES) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([bitDepth, COLOUR_TYPES[colour], 0, 0, 0], 8);
  const rowBytes = 1 + (width * CHANNELS[colour] * bitDepth) / 8;
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', zlibOfZeros(height * rowBytes)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** makePng's 4×4 image with `count` empty IDAT chunks after its own: valid, and slow to walk chunk by chunk. */
export function pngWithEmptyIdats(count: number) {
  const png = makePng();
  const emptyIdat = pngChunk('IDAT', Buffer.alloc(0));
  const idatEnd = png.length - 12; // before IEND
  return Buffer.concat([png.subarray(0, idatEnd), ...Array<Buffer>(count).fill(emptyIdat), png.subarray(idatEnd)]);
}
