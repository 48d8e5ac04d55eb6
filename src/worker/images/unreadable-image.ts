import { DomainError } from '../domain-error';

export const IMAGE_UNREADABLE = 'This image could not be read. Please choose another photo.';
export const MAX_IMAGE_SIDE = 16_384;
export const MAX_IMAGE_PIXELS = 50_000_000;
export const IMAGE_TOO_MANY_PIXELS = 'Images can be at most 16,384 pixels wide or high and 50 megapixels.';

export type ImageSize = { width: number; height: number };

/** A file that is not a whole image a browser can draw; `detail` (which check failed) goes to the log only. */
export const unreadableImage = (detail: string) => new DomainError('UNSUPPORTED_MEDIA_TYPE', IMAGE_UNREADABLE, { cause: detail });

/**
 * Refuses an image that would take too much memory to draw: a small file can announce a huge
 * picture (a decompression bomb), so this runs as soon as the header is read.
 */
export function checkImageSize({ width, height }: ImageSize): ImageSize {
  if (width < 1 || height < 1) throw unreadableImage(`${width}×${height}: no pixels`);
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw new DomainError('PAYLOAD_TOO_LARGE', IMAGE_TOO_MANY_PIXELS, { cause: `${width}×${height}` });
  }
  return { width, height };
}

/** 50 megapixels at 4 bytes each, what a browser fills to draw one at 8 bits a channel. */
export const MAX_PIXEL_BYTES = 200_000_000;
export const IMAGE_TOO_MUCH_PIXEL_DATA = 'Images can hold at most 200 MB of pixels: 50 megapixels at 8 bits a channel, 25 at 16 bits.';

/**
 * Refuses an image whose pixels, at the bytes per pixel its header states, hold more than a browser
 * draws at 50 megapixels: checking a PNG inflates every one of them, so this bounds that work too
 * (a 389 KB PNG of 7071×7071 16-bit RGBA pixels inflates to 400 MB).
 */
export function checkPixelBytes({ width, height }: ImageSize, bitsPerPixel: number) {
  if ((width * height * bitsPerPixel) / 8 > MAX_PIXEL_BYTES) {
    throw new DomainError('PAYLOAD_TOO_LARGE', IMAGE_TOO_MUCH_PIXEL_DATA, { cause: `${width}×${height} at ${bitsPerPixel} bits a pixel` });
  }
}

/** Chunks, segments or blocks an image may have: far more than any encoder writes, few enough that walking them is quick. */
export const MAX_IMAGE_PARTS = 10_000;

/** Refuses the part after the MAX_IMAGE_PARTS-th (e.g. 830,000 empty IDAT chunks took 4 s to walk). */
export function countImagePart(count: number, what: string) {
  if (count > MAX_IMAGE_PARTS) throw unreadableImage(`${what}: more than ${MAX_IMAGE_PARTS}`);
  return count;
}
