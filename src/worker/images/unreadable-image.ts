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
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw new DomainError('PAYLOAD_TOO_LARGE', IMAGE_TOO_MANY_PIXELS, { cause: `${width}×${height}` });
  }
  return { width, height };
}
