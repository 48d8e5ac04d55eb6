import fc from 'fast-check';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { checkWebpStructure } from '../../src/worker/images/webp-structure';
import { describeInBrowser, useBrowserPage } from '../support/browser';
import { LOSSY_FIXTURES } from '../support/lossy-webp';
import { greyFramePartitions, simpleWebp, vp8Payload } from '../support/vp8-frame';

/** Still pictures only: createImageBitmap draws an animation's first frame and nothing else. */
const STILLS = Object.entries(LOSSY_FIXTURES).filter(([name]) => !name.includes('animation'));

/** Flat grey frames, by what their token partitions are like, each with whether libwebp draws it. */
function greyFrames(): [string, Buffer, boolean][] {
  const frame = (width: number, height: number, partitionsLog2: number, sizes?: (tokens: Uint8Array[]) => number[]) => {
    const { first, tokens } = greyFramePartitions(width, height, partitionsLog2);
    return simpleWebp(vp8Payload(width, height, first, tokens, sizes?.(tokens)));
  };
  return [
    ['one partition', frame(40, 70, 0), true],
    ['four partitions', frame(40, 70, 2), true],
    ['eight partitions, more than rows', frame(33, 50, 3), true],
    ['empty partitions no row reads', frame(16, 48, 3, (tokens) => tokens.slice(0, -1).map((part, index) => (index < 3 ? part.length : 0))), true],
    ['a first partition the header uses up', frame(16, 16, 0), false],
    ['an empty last partition', frame(40, 70, 2, () => [4, 4, 8]), false],
    ['an empty partition a row reads', frame(40, 70, 2, () => [4, 0, 4]), false],
  ];
}

/** Whether the server takes the file. */
function serverTakes(bytes: Uint8Array): boolean {
  try {
    checkWebpStructure(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Whether Chromium draws the bytes. */
async function chromiumDraws(page: Page, bytes: Uint8Array): Promise<boolean> {
  return page.evaluate(async (base64) => {
    try {
      await createImageBitmap(new Blob([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))]));
      return true;
    } catch {
      return false;
    }
  }, Buffer.from(bytes).toString('base64'));
}

type Mutation = { kind: 'flip' | 'truncate' | 'delete' | 'insert'; at: number; value: number; bytes: Uint8Array; keepFirstPartition: boolean };

const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('flip', 'flip', 'flip', 'flip', 'truncate', 'delete', 'insert'),
  at: fc.integer({ min: 0, max: 999_999 }),
  value: fc.integer({ min: 0, max: 255 }),
  bytes: fc.uint8Array({ minLength: 1, maxLength: 6 }),
  keepFirstPartition: fc.boolean(),
});

/** The bytes with one change: `bytes` is a flip's one value, a deletion's length (its size), or an insertion. */
function change(payload: Buffer, at: number, { kind, value, bytes }: Mutation): Buffer {
  if (kind === 'flip') return Buffer.concat([payload.subarray(0, at), Buffer.from([value]), payload.subarray(at + 1)]);
  if (kind === 'truncate') return payload.subarray(0, at);
  if (kind === 'delete') return Buffer.concat([payload.subarray(0, at), payload.subarray(at + bytes.length)]);
  return Buffer.concat([payload.subarray(0, at), bytes, payload.subarray(at)]);
}

/**
 * A simple or extended still WebP with its VP8 data (after the 10-byte frame header) changed, the
 * chunk and RIFF sizes kept right, and, if `keepFirstPartition`, the frame tag's first partition
 * size moved with a change inside it, so the change reaches the checks behind the sizes.
 */
function mutate(file: Buffer, mutation: Mutation): Buffer {
  const chunk = file.indexOf('VP8 ');
  const size = file.readUInt32LE(chunk + 4);
  const payload = file.subarray(chunk + 8, chunk + 8 + size);
  const at = 10 + Math.floor((mutation.at / 1_000_000) * (payload.length - 10));
  const changed = change(payload, at, mutation);
  const firstPartition = (changed.readUIntLE(0, 3) >>> 5) + 10;
  if (mutation.keepFirstPartition && at < firstPartition) {
    const moved = Math.max(10, Math.min(firstPartition + changed.length - payload.length, changed.length)) - 10;
    changed.writeUIntLE((moved << 5) | (changed[0]! & 0x1f), 0, 3);
  }
  const header = Buffer.from(file.subarray(0, chunk + 8));
  header.writeUInt32LE(changed.length, chunk + 4);
  const mutated = Buffer.concat([header, changed, Buffer.alloc(changed.length % 2), file.subarray(chunk + 8 + size + (size % 2))]);
  mutated.writeUInt32LE(mutated.length - 8, 4);
  return mutated;
}

describeInBrowser('lossy WebPs the server takes are ones Chromium draws', () => {
  const session = useBrowserPage();

  it.each(STILLS)('%s is taken and drawn', async (_name, file) => {
    expect(serverTakes(file)).toBe(true);
    expect(await chromiumDraws(session.page, file)).toBe(true);
  });

  it.each(greyFrames())('a grey frame with %s: taken exactly when drawn', async (_name, file, drawn) => {
    expect(await chromiumDraws(session.page, file)).toBe(drawn);
    expect(serverTakes(file)).toBe(drawn);
  });

  it('a frame damaged inside its VP8 data that the server takes still draws (property)', async () => {
    const corpus = [...STILLS.map(([, file]) => file), ...greyFrames().flatMap(([, file, drawn]) => (drawn ? [file] : []))];
    let taken = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...corpus), fc.array(mutation, { minLength: 1, maxLength: 2 }), async (file, mutations) => {
        const bytes = mutations.reduce(mutate, file);
        if (!serverTakes(bytes)) return;
        taken += 1;
        expect(await chromiumDraws(session.page, bytes)).toBe(true);
      }),
      { numRuns: 1000 },
    );
    expect(taken, 'some damaged frames were taken, so the property was tested').toBeGreaterThan(50);
  });
});
