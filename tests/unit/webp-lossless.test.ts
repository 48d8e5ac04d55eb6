import { describe, expect, it } from 'vitest';
import { checkVp8lBitstream } from '../../src/worker/images/webp-lossless';
import { checkWebpStructure } from '../../src/worker/images/webp-structure';
import { HAND_MADE_DAMAGED, HAND_MADE_TAKEN, LOSSLESS_FIXTURES, readLosslessFixture, simpleWebp, vp8lPayloads } from '../support/lossless-webp';

/** The detail the walk refuses `stream` with, or null if it takes it. */
function refusal(stream: Uint8Array): string | null {
  try {
    checkVp8lBitstream(stream);
    return null;
  } catch (error) {
    return String((error as Error).cause);
  }
}

describe('checkVp8lBitstream', () => {
  it.each(LOSSLESS_FIXTURES)('takes cwebp’s %s, and the file passes the structure check', (name) => {
    const file = readLosslessFixture(name);
    for (const payload of vp8lPayloads(file)) expect(refusal(payload)).toBeNull();
    expect(() => checkWebpStructure(file)).not.toThrow();
  });

  it.each(LOSSLESS_FIXTURES)('refuses cwebp’s %s cut in half, in the file too', (name) => {
    const payload = vp8lPayloads(readLosslessFixture(name))[0]!;
    const half = payload.subarray(0, payload.length >> 1);
    expect(refusal(half)).toMatch(/ends too soon/);
    expect(() => checkWebpStructure(simpleWebp(half))).toThrow();
  });

  it.each(Object.entries(HAND_MADE_TAKEN))('takes %s', (_name, stream) => {
    expect(refusal(stream)).toBeNull();
  });

  it.each(Object.entries(HAND_MADE_DAMAGED))('refuses %s', (_name, [stream, detail]) => {
    expect(refusal(stream)).toMatch(detail);
    expect(() => checkWebpStructure(simpleWebp(stream))).toThrow();
  });
});
