import { readFileSync } from 'node:fs';

/** cwebp's lossless output (default, -z 9, -exact, alpha, ≤16-colour palettes, near-lossless, animated, extended), each drawn by dwebp and Chromium. */
export const LOSSLESS_FIXTURES = [
  'lossless-gradient',
  'lossless-gradient-z9',
  'lossless-alpha',
  'lossless-alpha-exact',
  'lossless-palette',
  'lossless-two-colours',
  'lossless-noise-z0',
  'lossless-extended',
  'lossless-animated',
  'near-lossless',
] as const;

export const readLosslessFixture = (name: (typeof LOSSLESS_FIXTURES)[number]) => readFileSync(new URL(`../fixtures/images/${name}.webp`, import.meta.url));

/** The payload of every VP8L chunk in a WebP, animation frames included. */
export function vp8lPayloads(bytes: Buffer): Buffer[] {
  const payloads: Buffer[] = [];
  for (let at = bytes.indexOf('VP8L'); at >= 0; at = bytes.indexOf('VP8L', at + 8)) payloads.push(bytes.subarray(at + 8, at + 8 + bytes.readUInt32LE(at + 4)));
  return payloads;
}

/** A simple (not extended) WebP around a VP8L payload, its RIFF and chunk sizes made to fit it. */
export function simpleWebp(payload: Uint8Array): Buffer {
  const file = Buffer.alloc(20 + payload.length + (payload.length % 2));
  file.write('RIFFxxxxWEBPVP8L', 0, 'latin1');
  file.writeUInt32LE(file.length - 8, 4);
  file.writeUInt32LE(payload.length, 16);
  file.set(payload, 20);
  return file;
}

/** Writes a VP8L bitstream by hand: plain fields least significant bit first, Huffman codes most significant bit first. */
export class Vp8lWriter {
  private readonly bits: number[] = [];

  /** The header: signature, size, no alpha hint, and `version`. */
  header(width: number, height: number, version = 0) {
    return this.put(0x2f, 8)
      .put(width - 1, 14)
      .put(height - 1, 14)
      .put(0, 1)
      .put(version, 3);
  }

  put(value: number, count: number) {
    for (let bit = 0; bit < count; bit++) this.bits.push((value >> bit) & 1);
    return this;
  }

  code(code: string) {
    for (const bit of code) this.bits.push(Number(bit));
    return this;
  }

  /** A simple Huffman code of one or two 8-bit symbols. */
  simpleCode(...symbols: number[]) {
    this.put(1, 1).put(symbols.length - 1, 1).put(1, 1);
    for (const symbol of symbols) this.put(symbol, 8);
    return this;
  }

  /** The four literal codes after green, each a single symbol, and a single-symbol distance code. */
  singleSymbolCodes(distance = 0) {
    return this.simpleCode(0).simpleCode(0).simpleCode(0).simpleCode(distance);
  }

  bytes(): Uint8Array {
    const bytes = new Uint8Array(Math.ceil(this.bits.length / 8));
    this.bits.forEach((bit, index) => (bytes[index >> 3]! |= bit << (index & 7)));
    return bytes;
  }
}

/** A header and no transform, colour cache or meta Huffman codes. */
const plain = (width: number, height: number) => new Vp8lWriter().header(width, height).put(0, 3);
/** A header, no transform or colour cache, and meta Huffman codes in 4×4 blocks, whose one-pixel entropy image has no colour cache either. */
const withEntropyImage = () => new Vp8lWriter().header(1, 1).put(0, 2).put(1, 1).put(0, 3).put(0, 1);

/**
 * A normal-coded green code of two 1-bit symbols, 0 (a literal) and `second`, sent with a
 * code-length code of three symbols: 1 ("0"), 0 ("10") and 18 ("11", a run of 11–138 zeros).
 */
function greenWithCopy(writer: Vp8lWriter, second: number) {
  writer.put(0, 1).put(0, 4).put(0, 3).put(2, 3).put(2, 3).put(1, 3); // lengths of 17, 18, 0, 1
  writer.put(1, 1).put(0, 3).put(2, 2); // four tokens follow
  return writer
    .code('0')
    .code('11')
    .put(127, 7)
    .code('11')
    .put(second - 1 - 138 - 11, 7)
    .code('0');
}

/** A code-length code over 17, 18, 0 and 1 with the given lengths, for the distance code (after four single-symbol codes). */
const distanceLengthCode = (lengths: number[]) => {
  const writer = plain(1, 1).simpleCode(0).simpleCode(0).simpleCode(0).simpleCode(0).put(0, 1).put(0, 4);
  for (const length of lengths) writer.put(length, 3);
  return writer;
};

/** Hand-made streams libwebp decodes, each at an edge of its rules. */
export const HAND_MADE_TAKEN: Record<string, Uint8Array> = Object.fromEntries(Object.entries({
    'one pixel of single-symbol codes, which read no bits': plain(1, 1).simpleCode(0).singleSymbolCodes(),
    'a copy of distance 1 from the plane map': greenWithCopy(plain(4, 1), 256).singleSymbolCodes(1).code('0111'),
    'a plane distance below 1 on a one-pixel-wide image, clamped to 1': greenWithCopy(plain(1, 2), 256).singleSymbolCodes(3).code('01'),
    'a distance code whose second simple symbol lies past its alphabet (dropped, leaving one symbol)': plain(1, 1).simpleCode(0).simpleCode(0).simpleCode(0).simpleCode(0).simpleCode(3, 200),
    'a two-group entropy image': withEntropyImage()
      .simpleCode(1)
      .singleSymbolCodes()
      .simpleCode(0)
      .singleSymbolCodes()
      .simpleCode(0)
      .singleSymbolCodes(),
  }).map(([name, writer]) => [name, writer.bytes()]));

/** Hand-made streams libwebp refuses, named by what they break, with the detail the walk gives. */
export const HAND_MADE_DAMAGED: Record<string, [Uint8Array, RegExp]> = {
    'a wrong signature': [Uint8Array.from([0x2e, 0, 0, 0, 0, 0, 0, 0]), /signature/],
    'version bits that are not 0': [new Vp8lWriter().header(1, 1, 1).put(0, 32).bytes(), /version/],
    'a repeated transform': [new Vp8lWriter().header(1, 1).put(1, 1).put(2, 2).put(1, 1).put(2, 2).put(0, 32).bytes(), /repeated/],
    'colour cache bits 0': [new Vp8lWriter().header(1, 1).put(0, 1).put(1, 1).put(0, 4).put(0, 32).bytes(), /colour cache/],
    'colour cache bits 12': [new Vp8lWriter().header(1, 1).put(0, 1).put(1, 1).put(12, 4).put(0, 32).bytes(), /colour cache/],
    'pixels cut short': [plain(64, 1).simpleCode(0, 1).singleSymbolCodes().put(0, 40).bytes(), /ends too soon/],
    'a copy reaching before the first pixel': [greenWithCopy(plain(4, 1), 256).singleSymbolCodes(0).code('1').put(0, 8).bytes(), /before the image/],
    'a copy running past the last pixel': [greenWithCopy(plain(2, 1), 257).singleSymbolCodes(1).code('01').put(0, 8).bytes(), /past the image/],
    'a repeat code running past its alphabet': [distanceLengthCode([0, 1, 0, 0]).put(0, 1).put(127, 7).put(0, 8).bytes(), /runs past its alphabet/],
    'a length count larger than the alphabet': [distanceLengthCode([0, 1, 0, 0]).put(1, 1).put(2, 3).put(63, 6).put(0, 8).bytes(), /more lengths/],
    'an incomplete code-length code': [distanceLengthCode([0, 0, 2, 2]).put(0, 32).bytes(), /incomplete/],
    'an over-subscribed code-length code': [distanceLengthCode([0, 1, 1, 1]).put(0, 32).bytes(), /over-subscribed/],
    'a code-length code with no symbols': [distanceLengthCode([0, 0, 0, 0]).put(0, 32).bytes(), /no symbols/],
    'a simple distance code whose symbols both lie past its alphabet': [plain(1, 1).simpleCode(0).simpleCode(0).simpleCode(0).simpleCode(0).simpleCode(40, 41).put(0, 8).bytes(), /no symbols/],
    'more Huffman groups than encoders write': [withEntropyImage().simpleCode(40).simpleCode(10).simpleCode(0).simpleCode(0).simpleCode(0).put(0, 32).bytes(), /Huffman groups/],
  };
