import { type ImageSize, unreadableImage } from './unreadable-image';
import { checkLosslessAlpha } from './webp-lossless';

/**
 * A VP8 key frame's bitstream (RFC 6386) read as libwebp reads it, without drawing it: the header,
 * every macroblock's modes and every coefficient token. It throws wherever libwebp's decoder fails,
 * which for a well-formed header means a partition that ends before its data does.
 */

const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g)!, (pair) => parseInt(pair, 16));

/** RFC 6386 13.5, a line a [type][band]: the three contexts' eleven token probabilities (exported, with the next, for the tests' frame builder). */
export const DEFAULT_COEFFICIENT_PROBABILITIES = hexBytes(
  '808080808080808080808080808080808080808080808080808080808080808080' +
  'fd88feffe4db8080808080bd81f2ffe3d5ffdb8080806a7ee3fcd6d1ffff808080' +
  '0162f8ffece2ffff808080b585eefeddeaff9a8080804e86caf7c6b4ffdb808080' +
  '01b9f9fff3ff8080808080b896f7ffece080808080804d6ed8ffece68080808080' +
  '0165fbfff1ff8080808080aa8bf1fcecd1ffff8080802574c4f3e4ffffff808080' +
  '01ccfefff5ff8080808080cfa0faffee8080808080806667e7ffd3ab8080808080' +
  '0198fcfff0ff8080808080b187f3ffeae180808080805081d3ffc2e08080808080' +
  '0101ff8080808080808080f601ff8080808080808080ff80808080808080808080' +
  'c623eddfc1bba2a0919b3e832dc6ddacb0dc9dfcdd01442f92d095a7dda2ffdf80' +
  '0195f1ffdde0ffff808080b88deafddedcffc78080805163b5f2b0bef9caffff80' +
  '0181e8fdd6c5f2c4ffff806379d2fac9c6ffca808080175ba3f2aabbf7d2ffff80' +
  '01c8f6ffeaff80808080806db2f1ffe7f5ffff8080802c82c9fdcdc0ffff808080' +
  '0184effbdbd1ffa58080805e88e1fbdabeffff8080801664aef5baa1ffc7808080' +
  '01b6f9ffe8eb80808080807c8ff1ffe3ea8080808080234db5fbc1d3ffcd808080' +
  '019df7ffece7ffff808080798debffe1e3ffff8080802d63bcfbc3d9ffe0808080' +
  '0101fbffd5ff8080808080cb01f8ffff8080808080808901b1ffe0ff8080808080' +
  'fd09f8fbcfd0ffc0808080af0de0f3c1b9f9c6ffff804911abdda1b3eca7ffea80' +
  '015ff7fdd4b7ffff808080ef5af4fad3d1ffff8080809b4dc3f8bcc3ffff808080' +
  '0118effbdadbffcd808080c933dbffc4ba8080808080452ebeefc9daffe4808080' +
  '01bffbffff808080808080dfa5f9ffd5ff80808080808d7cf8ffff808080808080' +
  '0110f8ffff808080808080be24e6ffecff80808080809501ff8080808080808080' +
  '01e2ff8080808080808080f7c0ff8080808080808080f080ff8080808080808080' +
  '0186fcffff808080808080d53efaffff808080808080375dff8080808080808080' +
  '808080808080808080808080808080808080808080808080808080808080808080' +
  'ca18d5ebbabfdca0f0afff7e26b6e8a9b8e4aeffbb803d2e8adb97b2f0aaffd880' +
  '0170e6fac7bff79fffff80a66de4fcd3d7ffae808080274da2e8acb4f5b2ffff80' +
  '0134dcf6c6c7f9dcffff807c4abff3b7c1faddffff80184782db9aaaf3b6ffff80' +
  '01b6e1f9dbf0ffe08080809596e2fcd8cdffab8080801c6caaf2b7c2fedfffff80' +
  '0151e6fccccbffc08080807b66d1f7bcc4ffe9808080145f99f3a4adffcb808080' +
  '01def8ffd8d58080808080a8aff6fcebcdffff8080802f74d7ffd3d4ffff808080' +
  '0179ecfdd4d6ffff8080808d54d5fcc9caffdb8080802a50a0f0a2b9ffcd808080' +
  '0101ff8080808080808080f401ff8080808080808080ee01ff8080808080808080',
);
/** RFC 6386 13.4, laid out as DEFAULT_COEFFICIENT_PROBABILITIES: how likely each is replaced. */
export const COEFFICIENT_UPDATE_PROBABILITIES = hexBytes(
  'ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff' +
  'b0f6ffffffffffffffffffdff1fcfffffffffffffffff9fdfdffffffffffffffff' +
  'fff4fcffffffffffffffffeafefefffffffffffffffffdffffffffffffffffffff' +
  'fff6feffffffffffffffffeffdfefffffffffffffffffefffeffffffffffffffff' +
  'fff8fefffffffffffffffffbfffeffffffffffffffffffffffffffffffffffffff' +
  'fffdfefffffffffffffffffbfefefffffffffffffffffefffeffffffffffffffff' +
  'fffefdfffefffffffffffffafffefffefffffffffffffeffffffffffffffffffff' +
  'ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff' +
  'd9ffffffffffffffffffffe1fcf1fdfffffeffffffffeafaf1fafdfffdfeffffff' +
  'fffeffffffffffffffffffdffefeffffffffffffffffeefdfefeffffffffffffff' +
  'fff8fefffffffffffffffff9feffffffffffffffffffffffffffffffffffffffff' +
  'fffdfffffffffffffffffff7feffffffffffffffffffffffffffffffffffffffff' +
  'fffdfefffffffffffffffffcffffffffffffffffffffffffffffffffffffffffff' +
  'fffefefffffffffffffffffdffffffffffffffffffffffffffffffffffffffffff' +
  'fffefdfffffffffffffffffafffffffffffffffffffffeffffffffffffffffffff' +
  'ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff' +
  'bafbfaffffffffffffffffeafbf4fefffffffffffffffbfbf3fdfefffeffffffff' +
  'fffdfeffffffffffffffffecfdfefffffffffffffffffbfdfdfefeffffffffffff' +
  'fffefefffffffffffffffffefefeffffffffffffffffffffffffffffffffffffff' +
  'fffefffffffffffffffffffefefffffffffffffffffffeffffffffffffffffffff' +
  'fffffffffffffffffffffffeffffffffffffffffffffffffffffffffffffffffff' +
  'ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff' +
  'ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff' +
  'ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff' +
  'f8fffffffffffffffffffffafefcfefffffffffffffff8fef9fdffffffffffffff' +
  'fffdfdfffffffffffffffff6fdfdfffffffffffffffffcfefbfefeffffffffffff' +
  'fffefcfffffffffffffffff8fefdfffffffffffffffffdfffefeffffffffffffff' +
  'fffbfefffffffffffffffff5fbfefffffffffffffffffdfdfeffffffffffffffff' +
  'fffbfdfffffffffffffffffcfdfefffffffffffffffffffeffffffffffffffffff' +
  'fffcfffffffffffffffffff9fffefffffffffffffffffffffeffffffffffffffff' +
  'fffffdfffffffffffffffffaffffffffffffffffffffffffffffffffffffffffff' +
  'fffffffffffffffffffffffeffffffffffffffffffffffffffffffffffffffffff',
);
/** RFC 6386 11.5, a line per mode above: for each mode on the left, the tree's nine probabilities (modes in MODE order). */
const SUBBLOCK_MODE_PROBABILITIES = hexBytes(
  'e7783059737178987098b3407eaa762e465faf458f505552489b67383a0aabdabd110d98721a11a32cc3150aad791850c31a3e2c405590470a26abd590221aaa2e371388a021ce473f14087272d00c09e251280b60b6541d1024' +
  '86b7598962656aa59448bb64829d6f204b504266a7634a3e28ea80293509b2f18d1a086b4a2b1a9249a631179d412669a033341f7380684f0c1bd9ff5711075744472c72330fba172f290e6eb6b71511c2422d1966c5bd171216' +
  '585893962a2e2dc4cd2b61b775552623b33d2735c8571a152be8ab3822336872661d5d4d271c55ab3aa55a6240221674ce17222ba6496b36201a3301512b1f44196a1640ab24e1722213156684bc104c7c3e124e5f5539323033' +
  'c165239fd76f592e6f3c941facdbe415126f70714d55b3ff267872282a01c4f5d10a196d582b1d8ca6d5252b9a3d3f1e9b432d4401d16450082b9a01331a478e4e4e10ff8022c5ab29280566d3b70401dd333211a8d1c0171952' +
  '8a1f24ab1ba6262ce543573aa952731a3bb33f3b5ab43ba65d499a282815748fd12227af2f0f10b722df312db72e1121b706620f20b7392e16188001361125412049731c801780cd2803097333c01206df572509733b4d40152f' +
  '68372cda09363582e2405a46cd2829171a39363970b8052926a6d51e221a8598740a2086271335dd1a722049ff1f0941ea020f0176494b200c33c0ffa02b33581f2343665537ba553815176f3bcd2d25c03726467c4966012262' +
  '7d622a58685575af525f543559806471652d4b4f7b2f338051ab0139110547663935293126210d7939491a0155290a438a4d6e5a2f727315020a66ffa61706651d100a558065c41a39120a6666d522142b75140f24a38044011a' +
  '663d472522351ff3c0453c472649771cde25442d8022012f0bf5ab3e1113469255373e46252b259a64a355a0013f095c881c4020c9554b0f090940ffb8771056061c0540ff19f8013808118489ff3774803a0f145287391a7928' +
  'a4321f899a851923da33672c83837b1f069e5628408794e02db780161a1183f09a0e01d12d10155b40de0701c53815279b3c8a1766d5530c0d36c0ff442f1c551a555580802092ab120b073f90ab0404f6231b0a92aeab0c1a80' +
  'be502363b4507e362d557e2f57b033291420654b808b769274805538290fb0ec5525093e471e117776ff11128a65263c8a37462b1a8e9224131eabff611b148a2d3d3edb0151bc4020291475978e1415a370130c3dc380300418',
);

/** The coefficient band of each position in a block, and a 17th for the position after the last. */
const BANDS = [0, 1, 2, 3, 6, 4, 5, 6, 6, 6, 6, 6, 6, 6, 6, 7, 0];
/** The extra bits' probabilities of the large-value categories 3 to 6 (RFC 6386 13.2). */
const CATEGORY_PROBABILITIES = [
  [173, 148, 140],
  [176, 155, 140, 135],
  [180, 157, 141, 134, 130],
  [254, 254, 243, 230, 196, 177, 153, 140, 133, 130, 129],
];
/** Sub-block modes are numbered as libwebp numbers them: DC TM VE HE RD VR LD VL HD HU. */
const [DC, TM, VE, HE] = [0, 1, 2, 3];
/** RFC 6386's sub-block mode tree: a leaf is minus the mode, a branch the index of its pair. */
const SUBBLOCK_MODE_TREE = [-DC, 2, -TM, 4, -VE, 6, 8, 12, -HE, 10, -4, -5, -6, 14, -7, 16, -8, -9];
const PROBABILITY_COUNT = 11;
const [Y_AFTER_Y2, Y2, CHROMA, Y_WITH_DC] = [0, 1, 2, 3];

/**
 * libwebp's boolean decoder (range kept as range - 1, bits starting at -8), loading one byte at a
 * time, which decodes as its bulk loads do. Where libwebp would set eof (a byte needed past the
 * end), it throws: that always fails the decode.
 */
class BoolDecoder {
  private range = 254;
  private value = 0;
  private bits = -8;

  constructor(
    private readonly data: Uint8Array,
    private offset: number,
    private readonly end: number,
    private readonly name: string,
  ) {
    this.load();
  }

  private load() {
    if (this.offset >= this.end) throw unreadableImage(`WebP VP8 ${this.name} ends early`);
    this.value = (this.value << 8) | this.data[this.offset++]!;
    this.bits += 8;
  }

  bit(probability: number): number {
    if (this.bits < 0) this.load();
    const split = (this.range * probability) >>> 8;
    let range = split + 1;
    let bit = 0;
    if (this.value >>> this.bits > split) {
      range = this.range - split;
      this.value -= (split + 1) << this.bits;
      bit = 1;
    }
    const shift = Math.clz32(range) - 24;
    this.range = (range << shift) - 1;
    this.bits -= shift;
    return bit;
  }

  /** Whether every byte has been loaded. */
  get exhausted() {
    return this.offset >= this.end;
  }

  /** An unsigned number of `bits` bits, the most significant first (a signed one is one more bit). */
  literal(bits: number): number {
    let value = 0;
    for (let bit = 0; bit < bits; bit += 1) value = (value << 1) | this.bit(128);
    return value;
  }

  /** A flag, then the number of `bits` bits it announces. */
  optional(bits: number) {
    if (this.bit(128)) this.literal(bits);
  }
}

type FrameHeader = { segmentProbabilities: number[] | null; partitionCount: number; coefficients: Uint8Array; skipProbability: number | null };

/** The segment header (RFC 6386 9.3): the segment tree's probabilities when the map is updated, else null. */
function readSegmentHeader(header: BoolDecoder): number[] | null {
  if (!header.bit(128)) return null;
  const updateMap = header.bit(128);
  if (header.bit(128)) {
    header.literal(1); // absolute or relative values
    for (let segment = 0; segment < 4; segment += 1) header.optional(8); // quantizer
    for (let segment = 0; segment < 4; segment += 1) header.optional(7); // filter level
  }
  return updateMap ? [0, 1, 2].map(() => (header.bit(128) ? header.literal(8) : 255)) : null;
}

/** The loop filter header with its optional reference and mode deltas (RFC 6386 9.6). */
function readFilterHeader(header: BoolDecoder) {
  header.literal(1 + 6 + 3); // type, level, sharpness
  if (header.bit(128) && header.bit(128)) {
    for (let delta = 0; delta < 8; delta += 1) header.optional(7);
  }
}

/** The token probabilities: each default is kept or replaced (RFC 6386 13.4). */
function readCoefficientProbabilities(header: BoolDecoder): Uint8Array {
  const probabilities = Uint8Array.from(DEFAULT_COEFFICIENT_PROBABILITIES);
  const updates = COEFFICIENT_UPDATE_PROBABILITIES;
  for (let index = 0; index < probabilities.length; index += 1) {
    if (header.bit(updates[index]!)) probabilities[index] = header.literal(8);
  }
  return probabilities;
}

/** The frame header in the first partition (RFC 6386 9.2 to 9.11), in libwebp's order. */
function readFrameHeader(header: BoolDecoder): FrameHeader {
  header.literal(2); // colour space, clamping
  const segmentProbabilities = readSegmentHeader(header);
  readFilterHeader(header);
  const partitionCount = 1 << header.literal(2);
  header.literal(7); // base quantizer
  for (let delta = 0; delta < 5; delta += 1) header.optional(5);
  header.literal(1); // refresh the probabilities (ignored by libwebp)
  const coefficients = readCoefficientProbabilities(header);
  const skipProbability = header.bit(128) ? header.literal(8) : null;
  return { segmentProbabilities, partitionCount, coefficients, skipProbability };
}

type Partition = { start: number; end: number };

/**
 * The token partitions after the first, placed as libwebp places them: their sizes (3 bytes each
 * but the last's) must be there, a size past the end is cut to it, and the last must not be empty.
 */
function tokenPartitions(data: Uint8Array, start: number, count: number): Partition[] {
  let offset = start + 3 * (count - 1);
  if (offset > data.length) throw unreadableImage('WebP VP8 partition sizes run past the end');
  const partitions: Partition[] = [];
  for (let index = 0; index < count - 1; index += 1) {
    const at = start + 3 * index;
    const end = Math.min(offset + (data[at]! | (data[at + 1]! << 8) | (data[at + 2]! << 16)), data.length);
    partitions.push({ start: offset, end });
    offset = end;
  }
  if (offset >= data.length) throw unreadableImage('WebP VP8 last partition is empty');
  return [...partitions, { start: offset, end: data.length }];
}

/** A macroblock's modes (RFC 6386 11), with the sub-block modes above (`top`, from `at`) and on the left as context. */
function readModes(header: BoolDecoder, frame: FrameHeader, top: Uint8Array, at: number, left: Uint8Array) {
  const segments = frame.segmentProbabilities;
  if (segments) header.bit(segments[header.bit(segments[0]!) ? 2 : 1]!);
  const skip = frame.skipProbability !== null && header.bit(frame.skipProbability) === 1;
  const whole = header.bit(145) === 1;
  if (whole) {
    const mode = header.bit(156) ? (header.bit(128) ? TM : HE) : header.bit(163) ? VE : DC;
    top.fill(mode, at, at + 4);
    left.fill(mode);
  } else {
    for (let y = 0; y < 4; y += 1) {
      for (let x = 0; x < 4; x += 1) {
        const probabilities = (top[at + x]! * 10 + left[y]!) * 9;
        let node = 0;
        do node = SUBBLOCK_MODE_TREE[node + header.bit(SUBBLOCK_MODE_PROBABILITIES[probabilities + (node >> 1)]!)]!;
        while (node > 0);
        top[at + x] = left[y] = -node;
      }
    }
  }
  if (header.bit(142) && header.bit(114)) header.bit(183); // chroma mode
  return { skip, whole };
}

/** Where each coefficient type's probabilities for a block position start, for positions 0 to 16. */
const bandStarts = (type: number) => BANDS.map((band) => (type * 8 + band) * 3 * PROBABILITY_COUNT);
const BAND_STARTS = [0, 1, 2, 3].map(bandStarts);

/** A large value's extra tokens, after its first three (RFC 6386 13.2). */
function readLargeValue(tokens: BoolDecoder, probabilities: Uint8Array, at: number) {
  if (!tokens.bit(probabilities[at + 3]!)) {
    if (tokens.bit(probabilities[at + 4]!)) tokens.bit(probabilities[at + 5]!);
  } else if (!tokens.bit(probabilities[at + 6]!)) {
    const bits = tokens.bit(probabilities[at + 7]!) ? [165, 145] : [159];
    for (const probability of bits) tokens.bit(probability);
  } else {
    const high = tokens.bit(probabilities[at + 8]!);
    const category = 2 * high + tokens.bit(probabilities[at + 9 + high]!);
    for (const probability of CATEGORY_PROBABILITIES[category]!) tokens.bit(probability);
  }
}

/**
 * One 4x4 block's tokens from position `first`, in the context of its neighbours' (0 to 2).
 * Returns where libwebp says they end: after the last non-zero one, or 16 after trailing zeros.
 */
function readBlock(tokens: BoolDecoder, probabilities: Uint8Array, type: number, context: number, first: number): number {
  const starts = BAND_STARTS[type]!;
  let at = starts[first]! + context * PROBABILITY_COUNT;
  for (let position = first; position < 16; position += 1) {
    if (!tokens.bit(probabilities[at]!)) return position; // end of block
    while (!tokens.bit(probabilities[at + 1]!)) {
      position += 1; // a zero
      if (position === 16) return 16;
      at = starts[position]!;
    }
    const next = starts[position + 1]!;
    if (tokens.bit(probabilities[at + 2]!)) {
      readLargeValue(tokens, probabilities, at);
      at = next + 2 * PROBABILITY_COUNT;
    } else {
      at = next + PROBABILITY_COUNT;
    }
    tokens.bit(128); // sign
  }
  return 16;
}

/**
 * Edge flags, for a macroblock column (`top`, from `at`) and the macroblock on the left: whether
 * each block along the edge had coefficients, 4 luma, 2 U and 2 V, then the luma DC (Y2) block.
 */
const EDGE_FLAGS = 9;
const Y2_FLAG = 8;

/** A macroblock's residual tokens (RFC 6386 13): the Y2 block when its modes are 16x16, 16 luma, 4 U and 4 V blocks. */
function readResiduals(tokens: BoolDecoder, probabilities: Uint8Array, whole: boolean, top: Uint8Array, at: number, left: Uint8Array) {
  const readEdgeBlock = (type: number, topFlag: number, leftFlag: number, first: number) => {
    const coded = readBlock(tokens, probabilities, type, top[at + topFlag]! + left[leftFlag]!, first) > first ? 1 : 0;
    top[at + topFlag] = left[leftFlag] = coded;
  };
  if (whole) readEdgeBlock(Y2, Y2_FLAG, Y2_FLAG, 0);
  for (let y = 0; y < 4; y += 1) {
    for (let x = 0; x < 4; x += 1) readEdgeBlock(whole ? Y_AFTER_Y2 : Y_WITH_DC, x, y, whole ? 1 : 0);
  }
  for (const plane of [4, 6]) {
    for (let y = 0; y < 2; y += 1) {
      for (let x = 0; x < 2; x += 1) readEdgeBlock(CHROMA, plane + x, plane + y, 0);
    }
  }
}

/** Every macroblock row: modes from the first partition, tokens from the row's token partition. */
function readMacroblocks(data: Uint8Array, header: BoolDecoder, frame: FrameHeader, partitions: Partition[]) {
  const columns = (((data[6]! | (data[7]! << 8)) & 0x3fff) + 15) >> 4;
  const rows = (((data[8]! | (data[9]! << 8)) & 0x3fff) + 15) >> 4;
  const topModes = new Uint8Array(4 * columns).fill(DC);
  const leftModes = new Uint8Array(4);
  const topFlags = new Uint8Array(EDGE_FLAGS * columns);
  const leftFlags = new Uint8Array(EDGE_FLAGS);
  const decoders: BoolDecoder[] = [];
  for (let row = 0; row < rows; row += 1) {
    const index = row % partitions.length;
    const { start, end } = partitions[index]!;
    // Made on first use: libwebp fails a partition that ends at its start only if a row reads it.
    const tokens = (decoders[index] ??= new BoolDecoder(data, start, end, 'token partition'));
    leftModes.fill(DC);
    leftFlags.fill(0);
    for (let column = 0; column < columns; column += 1) {
      const { skip, whole } = readModes(header, frame, topModes, 4 * column, leftModes);
      const at = EDGE_FLAGS * column;
      if (!skip) readResiduals(tokens, frame.coefficients, whole, topFlags, at, leftFlags);
      else {
        // A skipped macroblock clears its edges, and the Y2 flags only if it has a Y2 block.
        topFlags.fill(0, at, at + (whole ? EDGE_FLAGS : Y2_FLAG));
        leftFlags.fill(0, 0, whole ? EDGE_FLAGS : Y2_FLAG);
      }
    }
  }
}

/**
 * Throws unless libwebp decodes this VP8 key frame (the 'VP8 ' chunk's payload, from its frame tag):
 * the first partition and every token partition must hold all the bits the frame reads.
 */
export function checkVp8Bitstream(data: Uint8Array): void {
  const firstPartitionSize = (data[0]! | (data[1]! << 8) | (data[2]! << 16)) >>> 5;
  if (data.length < 10 || firstPartitionSize > data.length - 10) throw unreadableImage('WebP VP8 first partition runs past the end');
  const header = new BoolDecoder(data, 10, 10 + firstPartitionSize, 'first partition');
  const frame = readFrameHeader(header);
  // libwebp's incremental decoder, which browsers use, refuses a first partition the header used up.
  if (header.exhausted) throw unreadableImage('WebP VP8 first partition holds only the header');
  readMacroblocks(data, header, frame, tokenPartitions(data, 10 + firstPartitionSize, frame.partitionCount));
}

/**
 * Throws unless libwebp takes an ALPH chunk for a VP8 frame of `size`: stored (with a byte a pixel)
 * or lossless (then walked as a lossless image), no unknown pre-processing, reserved bits clear.
 */
export function checkAlphaHeader(data: Uint8Array, { width, height }: ImageSize): void {
  const [method, preProcessing, reserved] = [data[0]! & 3, (data[0]! >> 4) & 3, data[0]! >> 6];
  if (data.length <= 1 || method > 1 || preProcessing > 1 || reserved) throw unreadableImage('WebP ALPH header is invalid');
  if (method === 0 && data.length - 1 < width * height) throw unreadableImage('WebP ALPH data is too short');
  if (method === 1) checkLosslessAlpha(data.subarray(1), { width, height });
}
