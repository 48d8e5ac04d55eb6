import type { ImageFormat } from './image-type';

export class UnsupportedImageError extends Error {
  override name = 'UnsupportedImageError';
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/** JPEG: drops APP1 (EXIF, XMP) and APP13 (IPTC) segments; image data is copied untouched. */
function stripJpeg(bytes: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) throw new UnsupportedImageError('This JPEG file is damaged.');
    const marker = bytes[offset + 1]!;
    if (marker === 0xda) break; // start of scan: the rest is image data
    const length = (bytes[offset + 2]! << 8) | bytes[offset + 3]!;
    const end = offset + 2 + length;
    if (end > bytes.length) throw new UnsupportedImageError('This JPEG file is damaged.');
    if (marker !== 0xe1 && marker !== 0xed) parts.push(bytes.subarray(offset, end));
    offset = end;
  }
  parts.push(bytes.subarray(offset));
  return concat(parts);
}

const PNG_METADATA_CHUNKS = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

/** PNG: drops the eXIf chunk and text chunks (which may hold XMP or a location). */
function stripPng(bytes: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const view = new DataView(bytes.buffer, bytes.byteOffset + offset);
    const end = offset + 12 + view.getUint32(0);
    if (end > bytes.length) throw new UnsupportedImageError('This PNG file is damaged.');
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    if (!PNG_METADATA_CHUNKS.has(type)) parts.push(bytes.subarray(offset, end));
    offset = end;
    if (type === 'IEND') break;
  }
  return concat(parts);
}

/** WebP: drops the EXIF and XMP chunks, clears their flags and fixes the RIFF size. */
function stripWebp(bytes: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [];
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const type = String.fromCharCode(...bytes.subarray(offset, offset + 4));
    const size = new DataView(bytes.buffer, bytes.byteOffset + offset + 4).getUint32(0, true);
    const end = offset + 8 + size + (size % 2);
    if (end > bytes.length + 1) throw new UnsupportedImageError('This WebP file is damaged.');
    if (type !== 'EXIF' && type !== 'XMP ') {
      const chunk = new Uint8Array(bytes.subarray(offset, Math.min(end, bytes.length))); // a copy: Node Buffers share memory on slice
      if (type === 'VP8X') chunk[8] = chunk[8]! & ~0x0c; // clear the EXIF (0x08) and XMP (0x04) flags
      parts.push(chunk);
    }
    offset = end;
  }
  const body = concat(parts);
  const header = new Uint8Array(bytes.subarray(0, 12));
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  return concat([header, body]);
}

/**
 * Removes location and camera metadata, so a journal photo cannot reveal where its owner lives.
 * HEIC and AVIF keep theirs inside a box structure this cannot rewrite safely, so they are refused.
 */
export function stripImageMetadata(format: ImageFormat, bytes: Uint8Array): Uint8Array {
  switch (format) {
    case 'jpeg':
      return stripJpeg(bytes);
    case 'png':
      return stripPng(bytes);
    case 'webp':
      return stripWebp(bytes);
    case 'gif':
      return bytes;
    default:
      throw new UnsupportedImageError('HEIC and AVIF photos are not supported yet: please share it as JPEG or PNG.');
  }
}
