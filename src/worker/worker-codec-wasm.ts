// The codecs' WebAssembly for the Worker: wrangler bundles each .wasm file beside the script and
// hands it over compiled (its CompiledWasm rule), so nothing is fetched or compiled per request.
import jpegDecode from '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm?module';
import pngDecode from '@jsquash/png/codec/pkg/squoosh_png_bg.wasm?module';
import resize from '@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm?module';
import webpDecode from '@jsquash/webp/codec/dec/webp_dec.wasm?module';
import webpEncode from '@jsquash/webp/codec/enc/webp_enc_simd.wasm?module';
import type { CodecWasm } from './images/codecs';

export const workerCodecWasm = (): CodecWasm => ({ jpegDecode, pngDecode, webpDecode, webpEncode, resize });
