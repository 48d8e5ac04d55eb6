import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { CodecWasm } from '../images/codecs';

const require = createRequire(import.meta.url);
const compile = (specifier: string) => new WebAssembly.Module(readFileSync(require.resolve(specifier)));

/** The codecs' WebAssembly, read from node_modules (beside the bundle in dist/server, or the source). */
export const nodeCodecWasm = (): CodecWasm => ({
  jpegDecode: compile('@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm'),
  pngDecode: compile('@jsquash/png/codec/pkg/squoosh_png_bg.wasm'),
  webpDecode: compile('@jsquash/webp/codec/dec/webp_dec.wasm'),
  webpEncode: compile('@jsquash/webp/codec/enc/webp_enc_simd.wasm'),
  resize: compile('@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm'),
});
