import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import encodeJpeg, { init as initJpegEncode } from '@jsquash/jpeg/encode.js';

const require = createRequire(import.meta.url);
let ready: Promise<void> | undefined;

/**
 * A JPEG like a phone camera's: `width`×`height` (12 megapixels by default) of colour gradients,
 * waves, detail at several scales (so a thumbnail is not a flat gradient) and sensor noise at
 * quality 90 (about 3.6 MB at 12 megapixels), encoded by MozJPEG.
 */
export async function makePhonePhoto(width = 4000, height = 3000): Promise<Uint8Array> {
  ready ??= initJpegEncode(new WebAssembly.Module(readFileSync(require.resolve('@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm'))));
  await ready;
  const data = new Uint8ClampedArray(width * height * 4);
  let seed = 1;
  const noise = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff) * 40;
  /** A fixed pseudo-random value in [-1, 1] for each cell of a grid. */
  const cell = (x: number, y: number, size: number) => Math.sin(Math.floor(x / size) * 12.9898 + Math.floor(y / size) * 78.233) % 1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      const grain = noise() + 30 * cell(x, y, 3) + 30 * cell(x, y, 11) + 20 * cell(x, y, 37);
      data[at] = (x / width) * 200 + grain;
      data[at + 1] = (y / height) * 200 + grain;
      data[at + 2] = 128 + 60 * Math.sin(x / 50) * Math.cos(y / 70) + grain;
      data[at + 3] = 255;
    }
  }
  return new Uint8Array(await encodeJpeg({ data, width, height, colorSpace: 'srgb' } as ImageData, { quality: 90 }));
}
