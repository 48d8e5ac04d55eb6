import { gifColorTableSize, gifSubBlocksEnd } from './gif-blocks';
import type { DrawableFormat } from './image-type';
import { jpegScanEnd } from './jpeg-scan';
import { unreadableImage } from './unreadable-image';

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

const startsWith = (bytes: Uint8Array, text: string) => String.fromCharCode(...bytes.subarray(0, text.length)) === text;

/** JFIF's own fields (identifier, version, units, densities, a 0×0 thumbnail): 14 bytes. */
const JFIF_FIELDS = 14;

/**
 * The JFIF segment rewritten to its fields alone, with no thumbnail: bytes after them (a thumbnail,
 * or anything tucked in) may carry what the picture was cropped from.
 */
function jfifSegment(segment: Uint8Array): Uint8Array {
  const out = new Uint8Array(4 + JFIF_FIELDS); // the thumbnail's width and height, its last two bytes, stay 0
  out.set(segment.subarray(0, 4 + JFIF_FIELDS - 2));
  out[2] = 0;
  out[3] = 2 + JFIF_FIELDS; // the segment's length counts its own two bytes
  return out;
}

/** Whether a JPEG segment is needed to draw the image; anything else may carry metadata. */
function jpegSegmentNeeded(marker: number, payload: Uint8Array): boolean {
  if (marker === 0xe0) return startsWith(payload, 'JFIF\0');
  if (marker === 0xe2) return startsWith(payload, 'ICC_PROFILE\0'); // colours
  if (marker === 0xee) return startsWith(payload, 'Adobe'); // colour transform
  // SOFn (not DHT 0xc4, JPG 0xc8, DAC 0xcc), DHT, DAC, DQT, DNL, DRI, SOS
  return (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc8) || (marker >= 0xda && marker <= 0xdd);
}

/**
 * JPEG: keeps only what decoding needs (JFIF, ICC profile, Adobe, tables, frame, scans) and
 * stops at the end-of-image marker; EXIF, XMP, IPTC, comments, other APPn and trailing bytes go.
 */
function stripJpeg(bytes: Uint8Array): Uint8Array {
  const damaged = () => unreadableImage('JPEG segment runs past the end');
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let offset = 2;
  while (offset + 2 <= bytes.length) {
    if (bytes[offset] !== 0xff) throw damaged();
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte before a marker
      continue;
    }
    if (marker === 0xd9) {
      parts.push(bytes.subarray(offset, offset + 2));
      break;
    }
    if (offset + 4 > bytes.length) throw damaged();
    const end = offset + 2 + ((bytes[offset + 2]! << 8) | bytes[offset + 3]!);
    if (end > bytes.length) throw damaged();
    const payload = bytes.subarray(offset + 4, end);
    if (marker === 0xe0 && startsWith(payload, 'JFIF\0')) {
      if (payload.length < JFIF_FIELDS) throw damaged();
      parts.push(jfifSegment(bytes.subarray(offset, end)));
    } else if (jpegSegmentNeeded(marker, payload)) parts.push(bytes.subarray(offset, end));
    offset = end;
    if (marker === 0xda) {
      const scanEnd = jpegScanEnd(bytes, offset);
      parts.push(bytes.subarray(offset, scanEnd));
      offset = scanEnd;
    }
  }
  return concat(parts);
}

const GIF_LOOPING_APPLICATIONS = ['NETSCAPE2.0', 'ANIMEXTS1.0'];

/**
 * GIF: walks the blocks and drops comment extensions and application extensions (XMP and the
 * like) except the looping ones animations need; every other block is copied byte for byte and
 * anything after the trailer is cut.
 */
function stripGif(bytes: Uint8Array): Uint8Array {
  const damaged = (): never => {
    throw unreadableImage('GIF block runs past the end');
  };
  if (bytes.length < 13) damaged();
  let offset = 13 + gifColorTableSize(bytes[10]!);
  const parts: Uint8Array[] = [bytes.subarray(0, offset)];
  for (;;) {
    if (offset >= bytes.length) damaged();
    const start = offset;
    const introducer = bytes[offset]!;
    if (introducer === 0x3b) {
      parts.push(bytes.subarray(offset, offset + 1));
      return concat(parts);
    }
    if (introducer === 0x2c) {
      if (offset + 11 > bytes.length) damaged();
      offset = gifSubBlocksEnd(bytes, offset + 10 + gifColorTableSize(bytes[offset + 9]!) + 1) ?? damaged(); // + the LZW code size byte
      parts.push(bytes.subarray(start, offset));
    } else if (introducer === 0x21) {
      const label = bytes[offset + 1];
      offset = gifSubBlocksEnd(bytes, offset + 2) ?? damaged();
      const application = label === 0xff ? String.fromCharCode(...bytes.subarray(start + 3, start + 14)) : '';
      if (label !== 0xfe && (label !== 0xff || GIF_LOOPING_APPLICATIONS.includes(application))) parts.push(bytes.subarray(start, offset));
    } else {
      damaged();
    }
  }
}

/**
 * The PNG chunks kept: the critical ones, and the ancillary ones that change how the picture looks
 * (transparency, colour, gamma, pixel size) or animate it (APNG). Text, eXIf, tIME and any
 * private or unknown chunk, where anything may hide, are dropped.
 */
const PNG_KEPT_CHUNKS = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'cHRM', 'gAMA', 'iCCP', 'sBIT', 'sRGB', 'cICP', 'bKGD', 'pHYs', 'acTL', 'fcTL', 'fdAT']);

/** PNG: keeps only the chunks that draw the picture (PNG_KEPT_CHUNKS). */
function stripPng(bytes: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const view = new DataView(bytes.buffer, bytes.byteOffset + offset);
    const end = offset + 12 + view.getUint32(0);
    if (end > bytes.length) throw unreadableImage('PNG chunk runs past the end');
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    if (PNG_KEPT_CHUNKS.has(type)) parts.push(bytes.subarray(offset, end));
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
    if (end > bytes.length + 1) throw unreadableImage('WebP chunk runs past the end');
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

/** Removes location and camera metadata, so a journal photo cannot reveal where its owner lives. */
export function stripImageMetadata(format: DrawableFormat, bytes: Uint8Array): Uint8Array {
  switch (format) {
    case 'jpeg':
      return stripJpeg(bytes);
    case 'png':
      return stripPng(bytes);
    case 'webp':
      return stripWebp(bytes);
    case 'gif':
      return stripGif(bytes);
  }
}
