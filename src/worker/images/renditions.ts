import { MAX_IMAGE_BYTES } from '../../shared/domain/entries';
import { DomainError } from '../domain-error';
import { decodeImage, encodeWebpRendition, fitWithin, type Pixels } from './codecs';
import { checkImageHeader } from './image-header';
import { detectImageFormat } from './image-type';

export const IMAGE_TOO_LARGE = 'Images can be at most 10 MB.';
export const HEIC_UNSUPPORTED = 'HEIC and AVIF photos are not supported yet: please share it as JPEG or PNG.';
export const UNSUPPORTED_FORMAT = 'Only PNG, JPEG, GIF and WebP images can be attached.';

/** The sizes Attune stores of each photo, by the long side in CSS pixels they are made for. */
export const RENDITION_SIDES = { display: 2048, thumb: 480 } as const;
export type RenditionSize = keyof typeof RENDITION_SIDES;

export type Rendition = { bytes: Uint8Array; width: number; height: number };
export type Renditions = Record<RenditionSize, Rendition>;

async function rendition(pixels: Pixels): Promise<Rendition> {
  return { bytes: await encodeWebpRendition(pixels), width: pixels.width, height: pixels.height };
}

/**
 * What Attune stores of an upload: the picture decoded, turned upright, and encoded anew as WebP
 * at the viewer's size and the cards' (never larger than the original). Nothing of the file but
 * its pixels is read into them, so no metadata (EXIF, GPS, XMP, IPTC, comments, text chunks)
 * can survive. Sizes are checked from the header first; throws a readable DomainError.
 *
 * `maxPixels` is a host's own lower limit (the Worker's memory, see docs/performance.md).
 */
export async function makeRenditions({ bytes, maxPixels }: { bytes: Uint8Array; maxPixels?: number }): Promise<Renditions> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new DomainError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE);
  const format = detectImageFormat(bytes);
  if (!format) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_FORMAT);
  if (format === 'heic' || format === 'avif') throw new DomainError('UNSUPPORTED_MEDIA_TYPE', HEIC_UNSUPPORTED);
  const { width, height } = checkImageHeader(format, bytes);
  if (maxPixels !== undefined && width * height > maxPixels) {
    const megapixels = (maxPixels / 1_000_000).toLocaleString('en-US');
    throw new DomainError('PAYLOAD_TOO_LARGE', `Photos can be at most ${megapixels} megapixels here. Please share a smaller copy of this one.`, { cause: `${width}×${height}` });
  }
  // Each step keeps only what the next needs, so the full-size pixels can go as soon as they are scaled.
  const alpha = format !== 'jpeg';
  const display = await fitWithin(await decodeImage(format, bytes), RENDITION_SIDES.display, alpha);
  const displayRendition = await rendition(display);
  const thumb = await rendition(await fitWithin(display, RENDITION_SIDES.thumb, alpha)); // from the display size: a tenth of the pixels
  return { display: displayRendition, thumb };
}
