import { checkImageSize, countImagePart, type ImageSize, unreadableImage } from './unreadable-image';
import { checkVp8lBitstream } from './webp-lossless';
import { checkAlphaHeader, checkVp8Bitstream } from './webp-lossy';

type Chunk = { type: string; data: Uint8Array };

const uint24 = (bytes: Uint8Array, offset: number) => bytes[offset]! | (bytes[offset + 1]! << 8) | (bytes[offset + 2]! << 16);

/** The RIFF chunks between `start` and the end of `bytes`, each whole with its padding byte. */
function chunks(bytes: Uint8Array, start: number): Chunk[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found: Chunk[] = [];
  for (let offset = start; offset < bytes.length; ) {
    countImagePart(found.length + 1, 'WebP chunks');
    if (offset + 8 > bytes.length) throw unreadableImage('WebP chunk header runs past the end');
    const size = view.getUint32(offset + 4, true);
    const end = offset + 8 + size + (size % 2);
    if (end > bytes.length) throw unreadableImage('WebP chunk runs past the end');
    found.push({ type: String.fromCharCode(...bytes.subarray(offset, offset + 4)), data: bytes.subarray(offset + 8, offset + 8 + size) });
    offset = end;
  }
  return found;
}

/** The size a VP8 (lossy key frame) or VP8L (lossless) bitstream header announces, checked as libwebp checks it. */
function bitstreamSize({ type, data }: Chunk): ImageSize {
  if (type === 'VP8 ') {
    const tag = uint24(data, 0);
    const keyFrame = data.length >= 10 && (tag & 1) === 0 && data[3] === 0x9d && data[4] === 0x01 && data[5] === 0x2a;
    if (!keyFrame || ((tag >> 1) & 7) > 3 || !((tag >> 4) & 1) || tag >>> 5 > data.length - 10) throw unreadableImage('WebP VP8 frame header is invalid');
    return { width: (data[6]! | (data[7]! << 8)) & 0x3fff, height: (data[8]! | (data[9]! << 8)) & 0x3fff };
  }
  if (data.length < 5 || data[0] !== 0x2f || data[4]! >> 5 !== 0) throw unreadableImage('WebP VP8L header is invalid');
  const bits = data[1]! | (data[2]! << 8) | (data[3]! << 16) | ((data[4]! & 0x0f) << 24);
  return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
}

/**
 * The size of the one image bitstream among `found` (after an optional ALPH, whose header is
 * checked, or ICCP), which must match `expected` if given. The bitstream is then walked whole as
 * libwebp decodes it, once its size is known to fit in memory.
 */
function imageSize(found: Chunk[], expected?: ImageSize): ImageSize {
  const image = found.find((chunk) => chunk.type === 'VP8 ' || chunk.type === 'VP8L');
  if (!image) throw unreadableImage('WebP has no image data');
  const size = bitstreamSize(image);
  if (image.type === 'VP8 ') for (const alpha of found.slice(0, found.indexOf(image)).filter(({ type }) => type === 'ALPH')) checkAlphaHeader(alpha.data, size);
  if (size.width === 0 || size.height === 0) throw unreadableImage('WebP has no pixels');
  if (expected && (size.width !== expected.width || size.height !== expected.height)) throw unreadableImage('WebP image does not match its canvas');
  checkImageSize(size);
  if (image.type === 'VP8L') checkVp8lBitstream(image.data);
  else checkVp8Bitstream(image.data);
  return size;
}

/** An animated WebP: ANIM, then frames that each hold an image of their own size inside the canvas. */
function checkAnimation(found: Chunk[], canvas: ImageSize) {
  const frames = found.filter((chunk) => chunk.type === 'ANMF');
  if (!found.some((chunk) => chunk.type === 'ANIM' && chunk.data.length >= 6) || frames.length === 0) throw unreadableImage('WebP animation has no frames');
  for (const { data } of frames) {
    if (data.length < 16) throw unreadableImage('WebP animation frame is invalid');
    const [x, y, width, height] = [uint24(data, 0) * 2, uint24(data, 3) * 2, uint24(data, 6) + 1, uint24(data, 9) + 1];
    if (x + width > canvas.width || y + height > canvas.height) throw unreadableImage('WebP animation frame lies outside its canvas');
    imageSize(chunks(data, 16), { width, height });
  }
}

/**
 * A WebP a browser can draw: a RIFF size that is the file's, whole chunks, and a VP8 key frame or
 * VP8L image of the canvas size (or, when animated, valid frames), each bitstream walked as libwebp
 * decodes it.
 */
export function checkWebpStructure(bytes: Uint8Array): ImageSize {
  if (bytes.length < 20 || new DataView(bytes.buffer, bytes.byteOffset).getUint32(4, true) !== bytes.length - 8) throw unreadableImage('WebP RIFF size is not the file size');
  const found = chunks(bytes, 12);
  const first = found[0]!;
  if (first.type !== 'VP8X') return imageSize([first]);
  if (first.data.length < 10 || first.data[0]! & 0xc1) throw unreadableImage('WebP VP8X header is invalid'); // reserved flags set
  const canvas = checkImageSize({ width: uint24(first.data, 4) + 1, height: uint24(first.data, 7) + 1 });
  if (first.data[0]! & 0x02) checkAnimation(found, canvas);
  else imageSize(found, canvas);
  return canvas;
}
