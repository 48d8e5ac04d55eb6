import decodeJpeg, { init as initJpegDecode } from '@jsquash/jpeg/decode.js';
import { decode as decodePng, init as initPngDecode } from '@jsquash/png/decode.js';
import initResize, { resize } from '@jsquash/resize/lib/resize/pkg/squoosh_resize.js';
import decodeWebp, { init as initWebpDecode } from '@jsquash/webp/decode.js';
import encodeWebp, { init as initWebpEncode } from '@jsquash/webp/encode.js';
import { decompressFrame, parseGIF } from 'gifuct-js';
import { DomainError } from '../domain-error';
import type { DrawableFormat } from './image-type';
import { checkImageSize, unreadableImage } from './unreadable-image';

/** The compiled WebAssembly of each codec: the Worker imports them with its bundle, the Node host reads them from node_modules. */
export interface CodecWasm {
  jpegDecode: WebAssembly.Module;
  pngDecode: WebAssembly.Module;
  webpDecode: WebAssembly.Module;
  webpEncode: WebAssembly.Module;
  resize: WebAssembly.Module;
}

/** Pixels, 8 bits a channel, RGBA, row after row. */
export type Pixels = { data: Uint8Array | Uint8ClampedArray; width: number; height: number };

let loadWasm: (() => CodecWasm) | null = null;
let ready: Promise<void> | null = null;

/** Called once by each host's entry (and by a thread of the Node pool) before any image is read. */
export function provideCodecWasm(load: () => CodecWasm) {
  loadWasm = load;
}

/** Compiles and starts the codecs once (a Node pool thread does it before taking its first task). */
export function codecsReady(): Promise<void> {
  ready ??= (async () => {
    if (!loadWasm) throw new Error('The image codecs were not given their WebAssembly (provideCodecWasm).');
    const wasm = loadWasm();
    await Promise.all([initJpegDecode(wasm.jpegDecode), initPngDecode(wasm.pngDecode), initWebpDecode(wasm.webpDecode), initWebpEncode(wasm.webpEncode), initResize(wasm.resize)]);
  })();
  return ready;
}

/**
 * The LZW minimum code sizes GIF89a allows. gifuct-js fills a plain array up to 2 to the power of
 * the file's value, so a damaged 27 asks V8 for 134 million elements: a fatal error that ends the
 * whole process, not an exception, so it must be refused before decoding.
 */
const GIF_CODE_SIZES = { min: 2, max: 8 };

/** The first frame of a GIF on its logical screen, transparent where the frame does not cover it. */
function decodeGif(bytes: Uint8Array): Pixels {
  const gif = parseGIF(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const frame = gif.frames.find((block) => 'image' in block);
  if (!frame) throw unreadableImage('GIF without an image');
  const { width, height, left, top } = frame.image.descriptor;
  checkImageSize({ width, height });
  const { minCodeSize } = frame.image.data;
  if (!(minCodeSize >= GIF_CODE_SIZES.min && minCodeSize <= GIF_CODE_SIZES.max)) throw unreadableImage(`GIF LZW code size ${minCodeSize}`);
  const patch = decompressFrame(frame, gif.gct, true).patch;
  const screen = { width: gif.lsd.width, height: gif.lsd.height };
  const data = new Uint8Array(screen.width * screen.height * 4);
  for (let y = 0; y < height && top + y < screen.height; y += 1) {
    const row = Math.min(width, screen.width - left);
    if (row <= 0) break;
    data.set(patch.subarray(y * width * 4, (y * width + row) * 4), ((top + y) * screen.width + left) * 4);
  }
  return { data, width: screen.width, height: screen.height };
}

/**
 * The upload's pixels, upright: a JPEG's EXIF orientation is applied as it is decoded. The decoders
 * are the browsers' own libraries (MozJPEG, libwebp, the png crate) compiled to WebAssembly.
 */
export async function decodeImage(format: DrawableFormat, bytes: Uint8Array): Promise<Pixels> {
  await codecsReady();
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  try {
    if (format === 'jpeg') return await decodeJpeg(buffer, { preserveOrientation: true });
    if (format === 'png') return await decodePng(buffer);
    if (format === 'webp') return await decodeWebp(buffer);
    return decodeGif(bytes);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw unreadableImage(`${format} decoder: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The resize crate's triangle filter: area-weighted when shrinking, and the quickest of its filters. */
const TRIANGLE = 0;

/**
 * The pixels scaled to fit `longSide` (never enlarged). With `alpha`, premultiplied so transparent
 * edges do not darken; a JPEG has none, and premultiplying holds a float copy of the picture
 * (160 MB more for a 12-megapixel photo).
 */
export async function fitWithin(pixels: Pixels, longSide: number, alpha: boolean): Promise<Pixels> {
  const scale = longSide / Math.max(pixels.width, pixels.height);
  if (scale >= 1) return pixels;
  await codecsReady();
  const width = Math.max(1, Math.round(pixels.width * scale));
  const height = Math.max(1, Math.round(pixels.height * scale));
  const data = resize(new Uint8Array(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength), pixels.width, pixels.height, width, height, TRIANGLE, alpha, false);
  return { data, width, height };
}

/** Lossy WebP at quality 80; method 2 of libwebp's 0 to 6 is a third of the default's time for a file a few percent larger. */
export async function encodeWebpRendition(pixels: Pixels): Promise<Uint8Array> {
  await codecsReady();
  const data = new Uint8ClampedArray(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength);
  return new Uint8Array(await encodeWebp({ data, width: pixels.width, height: pixels.height, colorSpace: 'srgb' } as unknown as Parameters<typeof encodeWebp>[0], { quality: 80, method: 2 }));
}

/**
 * Starts the codecs and runs the encoder, a decoder and the resizer once on a small picture, so V8
 * has compiled their WebAssembly before the first photo (a Node pool thread does this before taking tasks).
 */
export async function warmCodecs() {
  await codecsReady();
  const pixels = { data: new Uint8Array(64 * 64 * 4).fill(128), width: 64, height: 64 };
  await fitWithin(await decodeImage('webp', await encodeWebpRendition(pixels)), 32, true);
}
