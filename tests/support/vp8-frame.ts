import { COEFFICIENT_UPDATE_PROBABILITIES, DEFAULT_COEFFICIENT_PROBABILITIES } from '../../src/worker/images/webp-lossy';

/** RFC 6386's boolean encoder (7.3), writing bits as a VP8 decoder reads them. */
class BoolEncoder {
  private readonly bytes: number[] = [];
  private range = 255;
  private bottom = 0;
  private bitCount = 24;

  bit(bit: number, probability: number) {
    const split = 1 + (((this.range - 1) * probability) >> 8);
    if (bit) {
      this.bottom += split;
      this.range -= split;
    } else {
      this.range = split;
    }
    while (this.range < 128) {
      this.range <<= 1;
      if (this.bottom >= 2 ** 31) this.carry();
      this.bottom = (this.bottom * 2) % 2 ** 32;
      if (--this.bitCount === 0) {
        this.bytes.push(Math.floor(this.bottom / 2 ** 24));
        this.bottom %= 2 ** 24;
        this.bitCount = 8;
      }
    }
  }

  literal(value: number, bits: number) {
    for (let bit = bits - 1; bit >= 0; bit -= 1) this.bit((value >> bit) & 1, 128);
  }

  private carry() {
    let at = this.bytes.length - 1;
    while (at >= 0 && this.bytes[at] === 255) this.bytes[at--] = 0;
    this.bytes[at]! += 1;
  }

  /** The bytes, with the bits still in `bottom` flushed (RFC 6386 7.3's flush_bool_encoder). */
  finish(): Uint8Array {
    if (this.bottom >= 2 ** (32 - this.bitCount)) this.carry();
    let value = (this.bottom * 2 ** (this.bitCount & 7)) % 2 ** 32;
    for (let left = this.bitCount >> 3; left > 0; left -= 1) value = (value * 256) % 2 ** 32;
    for (let byte = 0; byte < 4; byte += 1) {
      this.bytes.push(Math.floor(value / 2 ** 24));
      value = (value * 256) % 2 ** 32;
    }
    return Uint8Array.from(this.bytes);
  }
}

/** Where in the coefficient probabilities a block type's band's first context starts (RFC 6386 13). */
const probabilityAt = (type: number, band: number) => (type * 8 + band) * 33;

/**
 * The partitions of a flat grey VP8 key frame: every macroblock predicted 16x16 from DC with no
 * coefficients, each macroblock row's tokens in partition row % 2^partitionsLog2.
 */
export function greyFramePartitions(width: number, height: number, partitionsLog2: number): { first: Uint8Array; tokens: Uint8Array[] } {
  const header = new BoolEncoder();
  header.literal(0, 2); // colour space, clamping
  header.literal(0, 1); // no segments
  header.literal(0, 1 + 6 + 3 + 1); // simple filter of level 0, sharpness 0, no deltas
  header.literal(partitionsLog2, 2);
  header.literal(40, 7); // base quantizer
  header.literal(0, 5); // no quantizer deltas
  header.literal(0, 1); // refresh flag
  for (const probability of COEFFICIENT_UPDATE_PROBABILITIES) header.bit(0, probability);
  header.literal(0, 1); // no skip probability
  const rows = (height + 15) >> 4;
  const columns = (width + 15) >> 4;
  const tokens = Array.from({ length: 2 ** partitionsLog2 }, () => new BoolEncoder());
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      header.bit(1, 145); // 16x16 modes
      header.bit(0, 156);
      header.bit(0, 163); // DC
      header.bit(0, 142); // chroma DC
      const partition = tokens[row % tokens.length]!;
      partition.bit(0, DEFAULT_COEFFICIENT_PROBABILITIES[probabilityAt(1, 0)]!); // Y2: end of block
      for (let block = 0; block < 16; block += 1) partition.bit(0, DEFAULT_COEFFICIENT_PROBABILITIES[probabilityAt(0, 1)]!);
      for (let block = 0; block < 8; block += 1) partition.bit(0, DEFAULT_COEFFICIENT_PROBABILITIES[probabilityAt(2, 0)]!);
    }
  }
  return { first: header.finish(), tokens: tokens.map((partition) => partition.finish()) };
}

/**
 * A 'VP8 ' chunk's payload: frame tag, key-frame header, the first partition, then the token
 * partitions' 3-byte sizes (`sizes`, by default each but the last's length) and their bytes.
 */
export function vp8Payload(width: number, height: number, first: Uint8Array, tokens: Uint8Array[], sizes = tokens.slice(0, -1).map((part) => part.length)) {
  const tag = (first.length << 5) | 0x10; // key frame, profile 0, shown
  const sizeBytes = sizes.flatMap((size) => [size & 0xff, (size >> 8) & 0xff, size >> 16]);
  return Buffer.concat([
    Buffer.from([tag & 0xff, (tag >> 8) & 0xff, tag >> 16, 0x9d, 0x01, 0x2a, width & 0xff, width >> 8, height & 0xff, height >> 8]),
    first,
    Buffer.from(sizeBytes),
    ...tokens,
  ]);
}

/** A simple-format WebP file holding one 'VP8 ' chunk. */
export function simpleWebp(payload: Uint8Array): Buffer {
  const padded = Buffer.concat([payload, Buffer.alloc(payload.length % 2)]);
  const header = Buffer.alloc(20);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(12 + padded.length, 4);
  header.write('WEBPVP8 ', 8, 'ascii');
  header.writeUInt32LE(payload.length, 16);
  return Buffer.concat([header, padded]);
}
