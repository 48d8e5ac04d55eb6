import { DomainError } from '../domain-error';
import { checkGifStructure } from './gif-structure';
import type { DrawableFormat, ImageFormat } from './image-type';
import { checkJpegStructure } from './jpeg-structure';
import { checkPngStructure } from './png-structure';
import type { ImageSize } from './unreadable-image';
import { checkWebpStructure } from './webp-structure';

export const HEIC_UNSUPPORTED = 'HEIC and AVIF photos are not supported yet: please share it as JPEG or PNG.';

/**
 * Refuses a file a browser could not draw: a broken or truncated structure, no pixels, or more
 * pixels than fit in memory (see checkImageSize). HEIC and AVIF are refused outright: their
 * metadata sits in boxes that cannot be rewritten safely.
 */
export function assertDecodableImage(format: ImageFormat, bytes: Uint8Array): asserts format is DrawableFormat {
  const checks: Record<ImageFormat, ((bytes: Uint8Array) => ImageSize) | null> = {
    png: checkPngStructure,
    jpeg: checkJpegStructure,
    gif: checkGifStructure,
    webp: checkWebpStructure,
    heic: null,
    avif: null,
  };
  const check = checks[format];
  if (!check) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', HEIC_UNSUPPORTED);
  check(bytes);
}
