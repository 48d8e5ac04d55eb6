import { DomainError } from '../domain-error';
import type { DrawableFormat } from './image-type';
import { checkImageSize, checkPixelBytes, countImagePart, type ImageSize, unreadableImage } from './unreadable-image';

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));
const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const short = () => unreadableImage('header runs past the end');

/** PNG channels by colour type: grey, -, RGB, palette, grey + alpha, -, RGBA. */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** IHDR's size and bits a pixel; the chunks are counted by their headers (no data is read), up to MAX_IMAGE_PARTS. */
function pngHeader(bytes: Uint8Array): { size: ImageSize; bitsPerPixel: number } {
  if (bytes.length < 33 || ascii(bytes, 12, 4) !== 'IHDR') throw unreadableImage('PNG without IHDR first');
  const data = view(bytes);
  const channels = PNG_CHANNELS[bytes[25]!];
  if (!channels) throw unreadableImage(`PNG colour type ${bytes[25]}`);
  let chunks = 0;
  for (let offset = 8; offset + 12 <= bytes.length; offset += 12 + data.getUint32(offset)) {
    countImagePart((chunks += 1), 'PNG chunks');
    if (ascii(bytes, offset + 4, 4) === 'IEND') break;
  }
  return { size: { width: data.getUint32(16), height: data.getUint32(20) }, bitsPerPixel: bytes[24]! * channels };
}

/** The frame header (SOFn) found by walking the segments before it, up to MAX_IMAGE_PARTS. */
function jpegHeader(bytes: Uint8Array): { size: ImageSize; bitsPerPixel: number } {
  const data = view(bytes);
  let segments = 0;
  for (let offset = 2; offset + 4 <= bytes.length; ) {
    if (bytes[offset] !== 0xff) throw unreadableImage('JPEG segment without a marker');
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    countImagePart((segments += 1), 'JPEG segments');
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (offset + 10 > bytes.length) throw short();
      return { size: { width: data.getUint16(offset + 7), height: data.getUint16(offset + 5) }, bitsPerPixel: bytes[offset + 4]! * bytes[offset + 9]! };
    }
    if (marker === 0xd9 || marker === 0xda) break;
    offset += 2 + data.getUint16(offset + 2);
  }
  throw unreadableImage('JPEG without a frame header');
}

/** VP8X's canvas, or the size in a still image's VP8 or VP8L header; animations are refused (see docs/using-attune.md). */
function webpHeader(bytes: Uint8Array): { size: ImageSize; animated: boolean } {
  if (bytes.length < 30) throw short();
  const chunk = ascii(bytes, 12, 4);
  const data = view(bytes);
  const uint24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
  if (chunk === 'VP8X') return { size: { width: uint24(24) + 1, height: uint24(27) + 1 }, animated: (bytes[20]! & 0x02) !== 0 };
  if (chunk === 'VP8 ') return { size: { width: data.getUint16(26, true) & 0x3fff, height: data.getUint16(28, true) & 0x3fff }, animated: false };
  if (chunk === 'VP8L') {
    const bits = data.getUint32(21, true);
    return { size: { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }, animated: false };
  }
  throw unreadableImage(`WebP starting with a ${JSON.stringify(chunk)} chunk`);
}

export const ANIMATED_WEBP_UNSUPPORTED = 'Animated WebP images cannot be attached: please share a still image or a GIF.';

/**
 * Checks the size an image announces, from its header alone, before a decoder allocates a pixel:
 * a small file can announce a huge picture (a decompression bomb).
 */
export function checkImageHeader(format: DrawableFormat, bytes: Uint8Array): ImageSize {
  if (format === 'png' || format === 'jpeg') {
    const { size, bitsPerPixel } = format === 'png' ? pngHeader(bytes) : jpegHeader(bytes);
    checkImageSize(size);
    checkPixelBytes(size, bitsPerPixel);
    return size;
  }
  if (format === 'gif') {
    if (bytes.length < 13) throw short();
    return checkImageSize({ width: view(bytes).getUint16(6, true), height: view(bytes).getUint16(8, true) });
  }
  const { size, animated } = webpHeader(bytes);
  if (animated) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', ANIMATED_WEBP_UNSUPPORTED);
  return checkImageSize(size);
}
