import { MAX_IMAGE_BYTES } from '../../shared/domain/entries';
import { DomainError } from '../domain-error';
import { assertDecodableImage } from './decodable-image';
import { detectImageFormat } from './image-type';
import { stripImageMetadata } from './strip-metadata';

export const IMAGE_TOO_LARGE = 'Images can be at most 10 MB.';

/** What the upload is, by its content, and its bytes without metadata; throws a DomainError if it cannot be stored. */
export function cleanImage(bytes: Uint8Array) {
  if (bytes.length > MAX_IMAGE_BYTES) throw new DomainError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE);
  const format = detectImageFormat(bytes);
  if (!format) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Only PNG, JPEG, GIF and WebP images can be attached.');
  assertDecodableImage(format, bytes);
  return { format, cleaned: stripImageMetadata(format, bytes) };
}
