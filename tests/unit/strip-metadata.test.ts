import { describe, expect, it } from 'vitest';
import { detectImageFormat } from '../../src/worker/images/image-type';
import { stripImageMetadata } from '../../src/worker/images/strip-metadata';
import { makeJpegWithGps, makePng, makeWebpWithExif } from '../support/images';

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

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
    expect(text(stripped)).toContain('JFIF');
    expect([...stripped.subarray(-6)]).toEqual([0x12, 0x34, 0x56, 0x78, 0xff, 0xd9]);
  });

  it('drops eXIf and text chunks from a PNG', () => {
    const stripped = stripImageMetadata('png', makePng({ metadata: true }));
    expect(text(stripped)).not.toMatch(/GPS|Elm Street|eXIf|tEXt/);
    expect(Buffer.from(stripped)).toEqual(makePng());
  });

  it('drops EXIF and XMP chunks from a WebP and clears their flags', () => {
    const stripped = stripImageMetadata('webp', makeWebpWithExif());
    expect(text(stripped)).not.toMatch(/GPS|xmpmeta|EXIF|XMP /);
    expect(stripped[20]! & 0x0c).toBe(0);
    expect(Buffer.from(stripped).readUInt32LE(4)).toBe(stripped.length - 8);
  });

  it('refuses HEIC and AVIF, whose metadata it cannot rewrite', () => {
    expect(() => stripImageMetadata('heic', new Uint8Array(16))).toThrow(/HEIC and AVIF/);
  });
});
