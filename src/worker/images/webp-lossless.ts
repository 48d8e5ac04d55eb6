import { type ImageSize, unreadableImage } from './unreadable-image';

/** RFC 9649's order in which the code-length code's lengths are stored. */
const CODE_LENGTH_ORDER = [17, 18, 0, 1, 2, 3, 4, 5, 16, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
/** RFC 9649's 120 short distance codes, a byte each: the row offset times 16, plus 8 minus the column offset. */
const PLANE_CODES = Uint8Array.from(
  '1807171928062729161a262a38053739151b363a252b48044749141c353b464a242c58454b343c035759131d565a232d444c555b333d68026769121e666a222e545c434d656b323e78017779535d111f646c424e767a212f757b313f636d525e00747c414f1020626e30737d515f40727e616f50717f6070'.match(/../g)!,
  (pair) => parseInt(pair, 16),
);
const LITERALS = 256;
const LENGTH_CODES = 24;
const DISTANCE_CODES = 40;
/** libwebp's encoder writes at most this many Huffman groups; more would let a small file make the walk hold many codes. */
const MAX_GROUPS = 2600;

/** The data, the next bit to read, and the number of bits it holds. */
type Bits = { data: Uint8Array; position: number; end: number };
/**
 * A canonical Huffman code: how many codes each length has and the symbols in code order (as zlib's
 * puff.c decodes them), plus, for speed, each 8-bit window's symbol and length when its code is that short.
 */
type HuffmanCode = { counts: Uint16Array; symbols: Uint16Array; short: Uint32Array };
const SHORT_BITS = 8;
/** Green (with length and cache codes), red, blue, alpha and distance: the codes of one Huffman group. */
type HuffmanGroup = HuffmanCode[];
type ImageCodes = { cacheBits: number; groups: HuffmanGroup[]; entropy?: { bits: number; width: number; groupOf: Uint32Array } };

/** `count` bits, least significant first; libwebp fails once it has read past the end, so this does too. */
function readBits(bits: Bits, count: number): number {
  if (bits.position + count > bits.end) throw unreadableImage('WebP lossless data ends too soon');
  let value = 0;
  for (let read = 0; read < count; read++, bits.position++) value |= ((bits.data[bits.position >> 3]! >> (bits.position & 7)) & 1) << read;
  return value >>> 0;
}

/**
 * The code the lengths describe, checked as libwebp builds its tables: a single used symbol is a
 * code of zero bits; otherwise the lengths must fill the code space exactly, neither over-subscribed
 * nor incomplete. No used symbol at all is refused.
 */
function canonicalCode(lengths: ArrayLike<number>): HuffmanCode {
  const counts = new Uint16Array(16);
  for (let symbol = 0; symbol < lengths.length; symbol++) counts[lengths[symbol]!]!++;
  const used = lengths.length - counts[0]!;
  if (used === 0) throw unreadableImage('WebP lossless Huffman code has no symbols');
  const offsets = new Uint16Array(16);
  let open = 1;
  for (let length = 1; length < 16; length++) {
    open = open * 2 - counts[length]!;
    if (used > 1 && open < 0) throw unreadableImage('WebP lossless Huffman code is over-subscribed');
    offsets[length] = length === 1 ? 0 : offsets[length - 1]! + counts[length - 1]!;
  }
  if (used > 1 && open !== 0) throw unreadableImage('WebP lossless Huffman code is incomplete');
  const symbols = new Uint16Array(used);
  for (let symbol = 0; symbol < lengths.length; symbol++) if (lengths[symbol]) symbols[offsets[lengths[symbol]!]!++] = symbol;
  if (used === 1) counts.fill(0); // read with no bits at all
  return { counts, symbols, short: shortCodes(counts, symbols) };
}

/** For each 8-bit window (first bit lowest), its symbol and code length if the code is at most 8 bits long, else 0. */
function shortCodes(counts: Uint16Array, symbols: Uint16Array): Uint32Array {
  const short = new Uint32Array(1 << SHORT_BITS);
  let code = 0;
  let index = 0;
  for (let length = 1; length <= SHORT_BITS; length++, code <<= 1) {
    for (let left = counts[length]!; left > 0; left--, code++, index++) {
      let reversed = 0;
      for (let bit = 0; bit < length; bit++) reversed |= ((code >> bit) & 1) << (length - 1 - bit);
      for (let window = reversed; window < 1 << SHORT_BITS; window += 1 << length) short[window] = (length << 16) | symbols[index]!;
    }
  }
  return short;
}

/** The next symbol of `code`: a short code from its table, a longer one a bit at a time (a single-symbol code reads none). */
function readSymbol(bits: Bits, huffman: HuffmanCode): number {
  if (huffman.symbols.length === 1) return huffman.symbols[0]!;
  const { counts, symbols, short } = huffman;
  const byte = bits.position >> 3;
  const window = ((bits.data[byte]! | (bits.data[byte + 1]! << 8)) >> (bits.position & 7)) & ((1 << SHORT_BITS) - 1); // past the end: zeros
  const found = short[window]!;
  if (found && bits.position + (found >> 16) <= bits.end) {
    bits.position += found >> 16;
    return found & 0xffff;
  }
  let code = 0;
  let first = 0;
  let index = 0;
  for (let length = 1; length < 16; length++) {
    if (bits.position >= bits.end) throw unreadableImage('WebP lossless data ends too soon');
    code |= (bits.data[bits.position >> 3]! >> (bits.position & 7)) & 1;
    bits.position++;
    const count = counts[length]!;
    if (code - first < count) return symbols[index + code - first]!;
    index += count;
    first = (first + count) << 1;
    code <<= 1;
  }
  throw unreadableImage('WebP lossless Huffman code is invalid'); // unreachable: every code is complete
}

/** Code lengths sent with the code-length code, as libwebp reads them: an optional symbol budget, then lengths and repeats (16: the last non-zero length, 17 and 18: zeros). */
function readCodeLengths(bits: Bits, lengthCode: HuffmanCode, alphabetSize: number): Uint8Array {
  const lengths = new Uint8Array(alphabetSize);
  let budget = alphabetSize;
  if (readBits(bits, 1)) {
    budget = 2 + readBits(bits, 2 + 2 * readBits(bits, 3));
    if (budget > alphabetSize) throw unreadableImage('WebP lossless code reads more lengths than its alphabet has');
  }
  let previous = 8;
  for (let symbol = 0; symbol < alphabetSize && budget-- > 0; ) {
    const length = readSymbol(bits, lengthCode);
    if (length < 16) {
      lengths[symbol++] = length;
      if (length) previous = length;
      continue;
    }
    const repeat = length === 16 ? 3 + readBits(bits, 2) : length === 17 ? 3 + readBits(bits, 3) : 11 + readBits(bits, 7);
    if (symbol + repeat > alphabetSize) throw unreadableImage('WebP lossless code length repeat runs past its alphabet');
    lengths.fill(length === 16 ? previous : 0, symbol, symbol + repeat);
    symbol += repeat;
  }
  return lengths;
}

/** One Huffman code: either one or two 8-bit (or a 1-bit) symbols of length 1, where symbols past the alphabet are dropped as libwebp drops them; or code lengths. */
function readHuffmanCode(bits: Bits, alphabetSize: number): HuffmanCode {
  if (readBits(bits, 1)) {
    const lengths = new Uint8Array(256);
    const symbolCount = readBits(bits, 1) + 1;
    lengths[readBits(bits, readBits(bits, 1) ? 8 : 1)] = 1;
    if (symbolCount === 2) lengths[readBits(bits, 8)] = 1;
    return canonicalCode(lengths.subarray(0, alphabetSize));
  }
  const lengthCodeLengths = new Uint8Array(19);
  const stored = 4 + readBits(bits, 4);
  for (let index = 0; index < stored; index++) lengthCodeLengths[CODE_LENGTH_ORDER[index]!] = readBits(bits, 3);
  return canonicalCode(readCodeLengths(bits, canonicalCode(lengthCodeLengths), alphabetSize));
}

/** The colour cache bits (1 to 11), or 0 if the image has no cache. */
function readCacheBits(bits: Bits): number {
  if (!readBits(bits, 1)) return 0;
  const cacheBits = readBits(bits, 4);
  if (cacheBits < 1 || cacheBits > 11) throw unreadableImage('WebP lossless colour cache size is invalid');
  return cacheBits;
}

/** The Huffman groups of an image: for the main image, the groups its entropy image names (every group up to the highest is read, used or not); otherwise one. */
function readImageCodes(bits: Bits, width: number, height: number, isMain: boolean): ImageCodes {
  const cacheBits = readCacheBits(bits);
  let groupCount = 1;
  let entropy: ImageCodes['entropy'];
  if (isMain && readBits(bits, 1)) {
    const entropyBits = 2 + readBits(bits, 3);
    const entropyWidth = subsampled(width, entropyBits);
    const groupOf = decodeSubImage(bits, entropyWidth, subsampled(height, entropyBits)).map((argb) => (argb >> 8) & 0xffff);
    for (const group of groupOf) groupCount = Math.max(groupCount, group + 1);
    if (groupCount > MAX_GROUPS) throw unreadableImage('WebP lossless image has more Huffman groups than encoders write');
    entropy = { bits: entropyBits, width: entropyWidth, groupOf };
  }
  const alphabetSizes = [LITERALS + LENGTH_CODES + (cacheBits ? 1 << cacheBits : 0), LITERALS, LITERALS, LITERALS, DISTANCE_CODES];
  const groups = Array.from({ length: groupCount }, () => alphabetSizes.map((size) => readHuffmanCode(bits, size)));
  return { cacheBits, groups, entropy };
}

const subsampled = (size: number, bits: number) => (size + (1 << bits) - 1) >> bits;

/** A length or distance prefix code's value, with its extra bits. */
function prefixValue(bits: Bits, prefix: number): number {
  if (prefix < 4) return prefix + 1;
  const extraBits = (prefix - 2) >> 1;
  return ((2 + (prefix & 1)) << extraBits) + readBits(bits, extraBits) + 1;
}

/** A backward distance in pixels: the first 120 codes are the spec's nearby (column, row) offsets, at least 1 on narrow images. */
function planeDistance(code: number, width: number): number {
  if (code > 120) return code - 120;
  const offset = PLANE_CODES[code - 1]!;
  return Math.max(1, (offset >> 4) * width + 8 - (offset & 15));
}

/**
 * Walks an image's entropy-coded pixels as libwebp decodes them. `pixels`, if given, receives the
 * ARGB values (sub-images, whose values matter); the main image's are only counted, with each
 * backward reference checked against the pixels decoded so far and the image's end.
 */
function walkPixels(bits: Bits, width: number, height: number, codes: ImageCodes, pixels?: Uint32Array) {
  const total = width * height;
  const cache = codes.cacheBits && pixels ? new Uint32Array(1 << codes.cacheBits) : undefined;
  const cacheShift = 32 - codes.cacheBits;
  let cached = 0; // pixels already inserted in the cache
  const fillCache = (end: number) => {
    for (; cached < end; cached++) cache![Math.imul(0x1e35a7bd, pixels![cached]!) >>> cacheShift] = pixels![cached]!;
  };
  const entropy = codes.entropy;
  const blockSize = entropy ? 1 << entropy.bits : Infinity;
  const silent = pixels ? [] : codes.groups.map(readsNoBits);
  for (let position = 0; position < total; ) {
    const groupIndex = entropy ? entropy.groupOf[(Math.floor(position / width) >> entropy.bits) * entropy.width + ((position % width) >> entropy.bits)]! : 0;
    if (silent[groupIndex]) {
      const column = position % width;
      position += Math.min(width - column, blockSize - (column % blockSize)); // the rest of this block's row: literals of no bits
      continue;
    }
    const group = codes.groups[groupIndex]!;
    const green = readSymbol(bits, group[0]!);
    if (green < LITERALS) {
      const red = readSymbol(bits, group[1]!);
      const blue = readSymbol(bits, group[2]!);
      const alpha = readSymbol(bits, group[3]!);
      if (pixels) pixels[position] = ((alpha << 24) | (red << 16) | (green << 8) | blue) >>> 0;
      position++;
    } else if (green < LITERALS + LENGTH_CODES) {
      const length = prefixValue(bits, green - LITERALS);
      const distance = planeDistance(prefixValue(bits, readSymbol(bits, group[4]!)), width);
      if (distance > position) throw unreadableImage('WebP lossless copy reaches before the image');
      if (length > total - position) throw unreadableImage('WebP lossless copy runs past the image');
      if (pixels) repeatCopy(pixels, position, distance, length);
      position += length;
    } else {
      if (pixels) {
        fillCache(position);
        pixels[position] = cache![green - LITERALS - LENGTH_CODES]!;
      }
      position++;
    }
  }
}

/** Whether every pixel of the group is the same literal, read with no bits at all (so a block of them can be counted at once). */
const readsNoBits = (group: HuffmanGroup) => group.slice(0, 4).every((code) => code.symbols.length === 1) && group[0]!.symbols[0]! < LITERALS;

/** Copies `length` pixels from `distance` back, pixel by pixel, so an overlapping copy repeats the pattern. */
function repeatCopy(pixels: Uint32Array, position: number, distance: number, length: number) {
  for (let offset = 0; offset < length; offset++) pixels[position + offset] = pixels[position + offset - distance]!;
}

/** A sub-image (entropy, transform or palette data): its own cache and one Huffman group, no transforms, and its ARGB values. */
function decodeSubImage(bits: Bits, width: number, height: number): Uint32Array {
  const pixels = new Uint32Array(width * height);
  walkPixels(bits, width, height, readImageCodes(bits, width, height, false), pixels);
  return pixels;
}

/** Reads the transforms (each type at most once) and returns the width the main image is coded at: colour indexing of 16 colours or fewer packs pixels. */
function readTransforms(bits: Bits, width: number, height: number): number {
  const seen = new Set<number>();
  while (readBits(bits, 1)) {
    const type = readBits(bits, 2);
    if (seen.has(type)) throw unreadableImage('WebP lossless transform is repeated');
    seen.add(type);
    if (type === 0 || type === 1) {
      const blockBits = 2 + readBits(bits, 3); // predictor or cross-colour
      decodeSubImage(bits, subsampled(width, blockBits), subsampled(height, blockBits));
    } else if (type === 3) {
      const colours = readBits(bits, 8) + 1;
      decodeSubImage(bits, colours, 1);
      width = subsampled(width, colours > 16 ? 0 : colours > 4 ? 1 : colours > 2 ? 2 : 3);
    }
  }
  return width;
}

/**
 * Walks a VP8L bitstream (the chunk's payload) as libwebp decodes it, without keeping the main
 * image's pixels, so a lossless WebP damaged inside its compressed data is refused like Chromium
 * refuses it: a bad header, transform, Huffman code or backward reference, or data that ends too soon.
 */
export function checkVp8lBitstream(data: Uint8Array): void {
  const bits: Bits = { data, position: 0, end: data.length * 8 };
  if (readBits(bits, 8) !== 0x2f) throw unreadableImage('WebP VP8L signature is invalid');
  const width = readBits(bits, 14) + 1;
  const height = readBits(bits, 14) + 1;
  readBits(bits, 1); // alpha hint
  if (readBits(bits, 3) !== 0) throw unreadableImage('WebP VP8L version is not 0');
  walkImageStream(bits, width, height);
}

/** The transforms, codes and pixels of a lossless image of a known size: the whole VP8L stream after its header. */
function walkImageStream(bits: Bits, width: number, height: number) {
  const codedWidth = readTransforms(bits, width, height);
  walkPixels(bits, codedWidth, height, readImageCodes(bits, codedWidth, height, true));
}

/** Walks a lossy frame's losslessly compressed alpha (an ALPH chunk's data after its header byte): a VP8L stream without the VP8L header. */
export function checkLosslessAlpha(data: Uint8Array, { width, height }: ImageSize): void {
  walkImageStream({ data, position: 0, end: data.length * 8 }, width, height);
}
