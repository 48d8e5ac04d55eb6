import { describe, expect, it } from 'vitest';
import { decodeImage, type Pixels } from '../../src/worker/images/codecs';
import { ANIMATED_WEBP_UNSUPPORTED } from '../../src/worker/images/image-header';
import { HEIC_UNSUPPORTED, makeRenditions, type Rendition, UNSUPPORTED_FORMAT } from '../../src/worker/images/renditions';
import { makeGifOf } from '../support/gif-encoder';
import { drawWebp, makeGif, makeJpegWithComment, makeJpegWithGps, makeOrientedJpeg, makePng, makeWebpWithExif, readImageFixture } from '../support/images';

const RED = 'red';
const BLUE = 'blue';

const decoded = (rendition: Rendition) => decodeImage('webp', rendition.bytes);

/** Whether the pixel at (x, y) is plainly red or blue (lossy WebP shifts the exact values a little). */
function colourAt(pixels: Pixels, x: number, y: number) {
  const at = (y * pixels.width + x) * 4;
  const [red, , blue] = pixels.data.subarray(at, at + 3);
  return red! > blue! + 100 ? RED : blue! > red! + 100 ? BLUE : `rgb(${Array.from(pixels.data.subarray(at, at + 3)).join(', ')})`;
}

/** The RIFF chunks of a WebP, in order. */
function webpChunks(bytes: Uint8Array): string[] {
  const chunks: string[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let offset = 12; offset + 8 <= bytes.length; offset += 8 + view.getUint32(offset + 4, true) + (view.getUint32(offset + 4, true) % 2)) {
    chunks.push(Buffer.from(bytes.subarray(offset, offset + 4)).toString('latin1'));
  }
  return chunks;
}

describe('a photo taken on its side comes out upright', () => {
  // The camera wrote 40×20 pixels, red on the left; the EXIF Orientation says how to turn them.
  it.each([
    [1, { width: 40, height: 20 }, { topLeft: RED, bottomRight: BLUE }],
    [3, { width: 40, height: 20 }, { topLeft: BLUE, bottomRight: RED }], // half a turn
    [6, { width: 20, height: 40 }, { topLeft: RED, bottomRight: BLUE }], // a quarter turn clockwise: the left edge goes to the top
    [8, { width: 20, height: 40 }, { topLeft: BLUE, bottomRight: RED }], // a quarter turn anticlockwise: the left edge goes to the bottom
  ] as const)('Orientation %i', async (orientation, size, colours) => {
    const renditions = await makeRenditions({ bytes: makeOrientedJpeg(orientation) });
    for (const rendition of [renditions.display, renditions.thumb]) {
      const pixels = await decoded(rendition);
      expect({ width: pixels.width, height: pixels.height }).toEqual(size);
      expect({ width: rendition.width, height: rendition.height }).toEqual(size);
      expect(colourAt(pixels, 2, 2)).toBe(colours.topLeft);
      expect(colourAt(pixels, pixels.width - 3, pixels.height - 3)).toBe(colours.bottomRight);
    }
  });
});

describe('renditions', () => {
  it('fit 2048 px (the viewer) and 480 px (cards) on the long side, keeping the shape', async () => {
    const { display, thumb } = await makeRenditions({ bytes: makePng({ width: 1000, height: 4000 }) });
    expect([display.width, display.height]).toEqual([512, 2048]);
    expect([thumb.width, thumb.height]).toEqual([120, 480]);
    expect(colourAt(await decoded(thumb), 60, 240)).toBe(RED); // makePng's (220, 60, 90)
  });

  it('are never larger than the original', async () => {
    const { display, thumb } = await makeRenditions({ bytes: makePng({ width: 300, height: 200 }) });
    expect([display.width, display.height, thumb.width, thumb.height]).toEqual([300, 200, 300, 200]);
  });

  it('of an animated GIF are its first frame', async () => {
    const { display } = await makeRenditions({ bytes: readImageFixture('imagemagick-two-frames.gif') });
    const pixels = await decoded(display);
    expect(pixels.width * pixels.height).toBeGreaterThan(0);
    const single = await makeRenditions({ bytes: makeGifOf(2, 1, new Uint8Array([1, 1])) });
    expect([single.display.width, single.display.height]).toEqual([2, 1]);
  });

  // What each file hides: EXIF and GPS, XMP, IPTC-style APPn, comments, PNG text chunks, a JFXX thumbnail, trailing bytes.
  it.each([
    ['PNG with eXIf and tEXt', makePng({ metadata: true })],
    ['JPEG with EXIF GPS and XMP', makeJpegWithGps()],
    ['JPEG with a comment, APP12, JFXX thumbnail and trailing bytes', makeJpegWithComment()],
    ['JPEG with EXIF Orientation and a description', makeOrientedJpeg(6)],
    ['GIF with a comment, XMP and trailing bytes', makeGif({ metadata: true })],
    ['WebP with EXIF and XMP', makeWebpWithExif()],
  ])('of a %s hold the picture and nothing else', async (_name, bytes) => {
    const renditions = await makeRenditions({ bytes });
    for (const { bytes: stored } of [renditions.display, renditions.thumb]) {
      expect(webpChunks(stored).every((chunk) => ['VP8 ', 'VP8L', 'VP8X', 'ALPH'].includes(chunk))).toBe(true);
      expect(Buffer.from(stored).toString('latin1')).not.toMatch(/Exif|GPS|xmp|Elm Street|Secret|Home|Paris|Location|ICC_PROFILE|Ducky/);
    }
  });

  it.each([
    ['a HEIC photo', Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'), HEIC_UNSUPPORTED],
    ['an AVIF image', Buffer.from('\0\0\0\x18ftypavif\0\0\0\0mif1avif', 'latin1'), HEIC_UNSUPPORTED],
    ['a text file', Buffer.from('just some words, not a picture'), UNSUPPORTED_FORMAT],
    ['an animated WebP', readImageFixture('lossy-animation.webp'), ANIMATED_WEBP_UNSUPPORTED],
  ])('refuse %s readably', async (_name, bytes, message) => {
    await expect(makeRenditions({ bytes })).rejects.toThrow(message);
  });

  it('refuse a photo above a host’s own pixel limit, asking for a smaller copy', async () => {
    await expect(makeRenditions({ bytes: makePng({ width: 400, height: 300 }), maxPixels: 100_000 })).rejects.toThrow(
      'Photos can be at most 0.1 megapixels here. Please share a smaller copy of this one.',
    );
    await expect(makeRenditions({ bytes: drawWebp(), maxPixels: 100_000 })).resolves.toMatchObject({ display: { width: 4 } });
  });
});
