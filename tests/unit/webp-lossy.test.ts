import { describe, expect, it } from 'vitest';
import { checkAlphaHeader, checkVp8Bitstream } from '../../src/worker/images/webp-lossy';
import { checkWebpStructure } from '../../src/worker/images/webp-structure';
import { readImageFixture } from '../support/images';
import { LOSSY_FIXTURES, vp8Payloads } from '../support/lossy-webp';
import { greyFramePartitions, vp8Payload } from '../support/vp8-frame';

/** The detail a check refuses an unreadable image with (the log's), or null if it takes it. */
function refusal(check: () => void): string | null {
  try {
    check();
    return null;
  } catch (error) {
    return String((error as Error).cause);
  }
}

/** A flat grey frame whose partitions `change` may alter before they are put together. */
function greyFrame(width: number, height: number, partitionsLog2: number, change?: (tokens: Uint8Array[]) => number[]) {
  const { first, tokens } = greyFramePartitions(width, height, partitionsLog2);
  return vp8Payload(width, height, first, tokens, change?.(tokens));
}

describe('VP8 bitstream', () => {
  it('has its real lossy fixtures', () => {
    expect(Object.keys(LOSSY_FIXTURES).length).toBeGreaterThanOrEqual(14);
  });

  it.each(Object.keys(LOSSY_FIXTURES))('takes every frame of %s, and the file', (name) => {
    const file = LOSSY_FIXTURES[name]!;
    for (const payload of vp8Payloads(file)) expect(refusal(() => checkVp8Bitstream(payload))).toBeNull();
    expect(() => checkWebpStructure(file)).not.toThrow();
  });

  it.each([
    [16, 48, 0],
    [40, 70, 2],
    [33, 130, 3],
  ])('takes a %ix%i frame in 2^%i token partitions', (width, height, partitionsLog2) => {
    expect(refusal(() => checkVp8Bitstream(greyFrame(width, height, partitionsLog2)))).toBeNull();
  });

  it('takes empty token partitions that no macroblock row reads', () => {
    // One row reads partition 0 only; the last must still hold something.
    expect(refusal(() => checkVp8Bitstream(greyFrame(16, 16 * 3, 3, (tokens) => tokens.slice(0, -1).map((part, index) => (index < 3 ? part.length : 0)))))).toBeNull();
  });

  const photo = vp8Payloads(LOSSY_FIXTURES['lossy-photo.webp']!)[0]!;
  const firstPartitionSize = (photo[0]! | (photo[1]! << 8) | (photo[2]! << 16)) >>> 5;
  /** The photo's frame with its first partition cut to `size` bytes, the tag saying so. */
  const withFirstPartitionCut = (size: number) => {
    const tag = (size << 5) | (photo[0]! & 0x1f);
    return Buffer.concat([Buffer.from([tag & 0xff, (tag >> 8) & 0xff, tag >> 16]), photo.subarray(3, 10 + size), photo.subarray(10 + firstPartitionSize)]);
  };

  it.each([
    ['a first partition cut inside the header', withFirstPartitionCut(8), 'first partition ends early'],
    ['a first partition cut inside the macroblock modes', withFirstPartitionCut(firstPartitionSize - 40), 'first partition ends early'],
    ['a first partition the header uses up (one macroblock)', greyFrame(16, 16, 0), 'holds only the header'],
    ['a first partition size past the end', Buffer.concat([photo.subarray(0, 3), photo.subarray(3, 12)]), 'runs past the end'],
    ['a truncated token partition', photo.subarray(0, photo.length - 30), 'token partition ends early'],
    ['a frame with no token data', photo.subarray(0, 10 + firstPartitionSize), 'last partition is empty'],
    ['more partitions than size bytes (8 need 21)', greyFrame(40, 70, 3).subarray(0, -40), 'partition sizes run past the end'],
    ['an empty last partition', greyFrame(40, 70, 2, () => [4, 4, 8]), 'last partition is empty'],
    ['a partition size past the end, cut to it, leaving the last empty', greyFrame(40, 70, 2, () => [4, 4, 0xffffff]), 'last partition is empty'],
    ['an empty partition a macroblock row reads', greyFrame(40, 70, 2, () => [4, 0, 4]), 'token partition ends early'],
  ])('refuses %s', (_name, payload, detail) => {
    expect(refusal(() => checkVp8Bitstream(payload))).toContain(detail);
  });

  it.each([
    ['stored, a byte a pixel', [0x00, ...Array<number>(6).fill(255)], null],
    ['stored, filtered and pre-processed', [0x1c, ...Array<number>(6).fill(255)], null],
    ['empty', [0x01], 'header is invalid'],
    ['of an unknown method', [0x02, 0x2f], 'header is invalid'],
    ['of an unknown pre-processing', [0x21, 0x2f], 'header is invalid'],
    ['with reserved bits set', [0x41, 0x2f], 'header is invalid'],
    ['stored, short of a byte a pixel', [0x00, ...Array<number>(5).fill(255)], 'too short'],
  ])('an ALPH chunk %s for 3x2 pixels: refused with %s', (_name, header, detail) => {
    const refused = refusal(() => checkAlphaHeader(Uint8Array.from(header), { width: 3, height: 2 }));
    if (detail === null) expect(refused).toBeNull();
    else expect(refused).toContain(detail);
  });

  /** cwebp's 48x40 lossy fixture with alpha: its ALPH chunk's data, losslessly compressed. */
  const fixtureAlpha = () => {
    const file = readImageFixture('lossy-alpha.webp');
    const at = file.indexOf('ALPH');
    return file.subarray(at + 8, at + 8 + file.readUInt32LE(at + 4));
  };

  it('walks lossless alpha as a lossless image of the frame size, refusing it damaged or cut short', () => {
    const alpha = fixtureAlpha();
    expect(alpha[0]! & 3).toBe(1);
    expect(refusal(() => checkAlphaHeader(alpha, { width: 48, height: 40 }))).toBeNull();
    expect(refusal(() => checkAlphaHeader(alpha.subarray(0, -4), { width: 48, height: 40 }))).toContain('ends too soon');
    expect(refusal(() => checkAlphaHeader(alpha, { width: 48, height: 80 }))).toContain('ends too soon');
  });
});
