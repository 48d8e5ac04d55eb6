import { describe, expect, it } from 'vitest';
import { detectImageFormat } from '../../src/worker/images/image-type';
import { stripImageMetadata } from '../../src/worker/images/strip-metadata';
import { COMMENTED_JPEG_SCAN, drawJpeg, makeGif, makeJpegWithComment, makeJpegWithGps, makePng, makeWebpWithExif } from '../support/images';

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
const hex = (marker: number) => marker.toString(16).toUpperCase();

/** The markers of a well-formed JPEG in order, scans skipped; throws where the structure breaks. */
function jpegMarkers(bytes: Uint8Array): string[] {
  expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
  const markers = ['D8'];
  let offset = 2;
  while (markers.at(-1) !== 'D9') {
    expect(bytes[offset]).toBe(0xff);
    const marker = bytes[offset + 1]!;
    markers.push(hex(marker));
    if (marker === 0xd9) break;
    offset += 2 + ((bytes[offset + 2]! << 8) | bytes[offset + 3]!);
    if (marker === 0xda) {
      while (!(bytes[offset] === 0xff && bytes[offset + 1] !== 0 && (bytes[offset + 1]! < 0xd0 || bytes[offset + 1]! > 0xd7))) offset += 1;
    }
  }
  expect(offset + 2).toBe(bytes.length); // nothing after the end of the image
  return markers;
}

/** The blocks of a well-formed GIF in order (extensions by label); throws where the structure breaks. */
function gifBlocks(bytes: Uint8Array): string[] {
  expect(text(bytes.subarray(0, 6))).toBe('GIF89a');
  const tableSize = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);
  const skipSubBlocks = (from: number) => {
    let at = from;
    while (bytes[at] !== 0) at += bytes[at]! + 1;
    return at + 1;
  };
  const blocks: string[] = [];
  let offset = 13 + tableSize(bytes[10]!);
  while (bytes[offset] !== 0x3b) {
    if (bytes[offset] === 0x2c) {
      blocks.push('image');
      offset = skipSubBlocks(offset + 11 + tableSize(bytes[offset + 9]!));
    } else {
      expect(bytes[offset]).toBe(0x21);
      blocks.push(bytes[offset + 1] === 0xff ? text(bytes.subarray(offset + 3, offset + 14)) : hex(bytes[offset + 1]!));
      offset = skipSubBlocks(offset + 2);
    }
  }
  expect(offset + 1).toBe(bytes.length); // the trailer ends the file
  return blocks;
}

describe('image format detection', () => {
  it('reads the first bytes, not the name', () => {
    expect(detectImageFormat(makePng())).toBe('png');
    expect(detectImageFormat(makeJpegWithGps())).toBe('jpeg');
    expect(detectImageFormat(makeWebpWithExif())).toBe('webp');
    expect(detectImageFormat(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00'))).toBe('gif');
    expect(detectImageFormat(Buffer.from('\0\0\0\x18ftypheic\0\0\0\0'))).toBe('heic');
    expect(detectImageFormat(Buffer.from('just some text, not an image'))).toBeNull();
  });
});

describe('metadata stripping', () => {
  it('drops EXIF and XMP from a JPEG, keeping the image data', () => {
    const stripped = stripImageMetadata('jpeg', makeJpegWithGps());
    expect(text(stripped)).not.toMatch(/Exif|GPS|xmpmeta/);
    expect(Buffer.from(stripped)).toEqual(drawJpeg()); // the picture's own segments, byte for byte
  });

  it('keeps only the JPEG segments decoding needs, and nothing after the end of the image', () => {
    const stripped = stripImageMetadata('jpeg', makeJpegWithComment());
    expect(text(stripped)).not.toMatch(/Secret|JFXX|Ducky/);
    expect(jpegMarkers(stripped)).toEqual(['D8', 'E0', 'E2', 'EE', 'DB', 'C0', 'C4', 'DD', 'DA', 'D9']);
    expect(Buffer.from(stripped.subarray(-COMMENTED_JPEG_SCAN.length))).toEqual(COMMENTED_JPEG_SCAN); // stuffing and restart kept
  });

  it('rewrites the JFIF segment to its own fields: a thumbnail or bytes tucked after them go', () => {
    const jfif = Buffer.from('JFIF\0\x01\x02\x01\0\x48\0\x48\x02\x01', 'latin1');
    const thumbnail = Buffer.from('\x10\x20\x30\x40\x50\x60Secret', 'latin1');
    const original = Buffer.from(makeJpegWithGps());
    const withThumbnail = Buffer.concat([original.subarray(0, 2), Buffer.from([0xff, 0xe0, 0, 2 + jfif.length + thumbnail.length]), jfif, thumbnail, original.subarray(20)]);
    const stripped = stripImageMetadata('jpeg', withThumbnail);
    expect(text(stripped)).not.toContain('Secret');
    expect([...stripped.subarray(2, 20)]).toEqual([0xff, 0xe0, 0, 16, ...jfif.subarray(0, 12), 0, 0]);
    expect(jpegMarkers(stripped)).toEqual(['D8', 'E0', 'DB', 'C0', 'C4', 'DA', 'D9']);
  });

  it('drops comments and application extensions from a GIF but keeps its looping and image blocks', () => {
    const stripped = stripImageMetadata('gif', makeGif({ metadata: true }));
    expect(text(stripped)).not.toMatch(/Secret|xmpmeta|XMP/);
    expect(gifBlocks(stripped)).toEqual(['NETSCAPE2.0', 'F9', 'image']);
    expect(Buffer.from(stripped)).toEqual(makeGif());
  });

  it('refuses a GIF whose blocks run past its end', () => {
    expect(() => stripImageMetadata('gif', makeGif({ metadata: true }).subarray(0, 60))).toThrow('This image could not be read. Please choose another photo.');
  });

  it('drops eXIf and text chunks from a PNG', () => {
    const stripped = stripImageMetadata('png', makePng({ metadata: true }));
    expect(text(stripped)).not.toMatch(/GPS|Elm Street|eXIf|tEXt/);
    expect(Buffer.from(stripped)).toEqual(makePng());
  });

  it('drops private and unknown PNG chunks, keeping those that change how the picture looks', () => {
    const png = makePng();
    const chunk = (type: string, data: string) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      return Buffer.concat([length, Buffer.from(type + data, 'latin1'), Buffer.alloc(4)]);
    };
    const ihdrEnd = 8 + 25;
    const withPrivate = Buffer.concat([png.subarray(0, ihdrEnd), chunk('prVt', 'Secret: 12 Elm Street'), chunk('gAMA', '\0\0\xb1\x8f'), png.subarray(ihdrEnd)]);
    const stripped = Buffer.from(stripImageMetadata('png', withPrivate));
    expect(text(stripped)).not.toMatch(/Secret|prVt/);
    expect(stripped).toEqual(Buffer.concat([png.subarray(0, ihdrEnd), chunk('gAMA', '\0\0\xb1\x8f'), png.subarray(ihdrEnd)]));
  });

  it('drops EXIF and XMP chunks from a WebP and clears their flags', () => {
    const stripped = stripImageMetadata('webp', makeWebpWithExif());
    expect(text(stripped)).not.toMatch(/GPS|xmpmeta|EXIF|XMP /);
    expect(stripped[20]! & 0x0c).toBe(0);
    expect(Buffer.from(stripped).readUInt32LE(4)).toBe(stripped.length - 8);
  });
});
