import fc from 'fast-check';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { checkWebpStructure } from '../../src/worker/images/webp-structure';
import { describeInBrowser, useBrowserPage } from '../support/browser';
import { HAND_MADE_DAMAGED, HAND_MADE_TAKEN, LOSSLESS_FIXTURES, readLosslessFixture, simpleWebp, vp8lPayloads } from '../support/lossless-webp';

/** Whether Chromium draws each file. */
async function chromiumDraws(page: Page, files: Uint8Array[]): Promise<boolean[]> {
  return page.evaluate(
    async (list) =>
      Promise.all(
        list.map(async (base64) => {
          try {
            await createImageBitmap(new Blob([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))]));
            return true;
          } catch {
            return false;
          }
        }),
      ),
    files.map((file) => Buffer.from(file).toString('base64')),
  );
}

function serverTakes(file: Uint8Array): boolean {
  try {
    checkWebpStructure(file);
    return true;
  } catch {
    return false;
  }
}

/** Byte changes, truncations, deletions and insertions anywhere in a VP8L payload (as a fraction of its length, in millionths). */
const change = fc.oneof(
  { arbitrary: fc.tuple(fc.constant('set' as const), fc.nat(999_999), fc.integer({ min: 0, max: 255 })), weight: 6 },
  fc.tuple(fc.constant('truncate' as const), fc.nat(999_999), fc.constant(0)),
  fc.tuple(fc.constant('delete' as const), fc.nat(999_999), fc.integer({ min: 1, max: 8 })),
  fc.tuple(fc.constant('insert' as const), fc.nat(999_999), fc.integer({ min: 0, max: 255 })),
);

function damage(payload: Buffer, [kind, fraction, value]: [string, number, number]): Buffer {
  const at = Math.floor((fraction / 1_000_000) * payload.length);
  if (kind === 'set') return Buffer.concat([payload.subarray(0, at), Buffer.from([value]), payload.subarray(at + 1)]);
  if (kind === 'truncate') return payload.subarray(0, at);
  if (kind === 'delete') return Buffer.concat([payload.subarray(0, at), payload.subarray(at + value)]);
  return Buffer.concat([payload.subarray(0, at), Buffer.from([value]), payload.subarray(at)]);
}

describeInBrowser('lossless WebPs the server takes are lossless WebPs Chromium draws', () => {
  const session = useBrowserPage();

  it('draws every fixture and hand-made stream the walk takes, and refuses every damaged one', async () => {
    const taken = [...LOSSLESS_FIXTURES.map(readLosslessFixture), ...Object.values(HAND_MADE_TAKEN).map(simpleWebp)];
    const damaged = Object.values(HAND_MADE_DAMAGED).map(([stream]) => simpleWebp(stream));
    expect(await chromiumDraws(session.page, taken)).toEqual(taken.map(() => true));
    expect(await chromiumDraws(session.page, damaged)).toEqual(damaged.map(() => false));
  });

  it('a damaged lossless payload the server takes still draws (property)', async () => {
    const still = LOSSLESS_FIXTURES.filter((name) => !name.endsWith('animated')).map((name) => vp8lPayloads(readLosslessFixture(name))[0]!);
    let taken = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...still), fc.array(change, { minLength: 1, maxLength: 2 }), async (payload, changes) => {
        const file = simpleWebp(changes.reduce(damage, payload));
        if (!serverTakes(file)) return;
        taken += 1;
        expect(await chromiumDraws(session.page, [file])).toEqual([true]);
      }),
      { numRuns: 500 },
    );
    expect(taken, 'some damaged files were taken, so the property was tested').toBeGreaterThan(40);
  });
});
