import { afterAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../src/worker/domain-error';
import { IMAGE_UNREADABLE } from '../../src/worker/images/unreadable-image';
import { createOffThreadPool } from '../../src/worker/node/off-thread-pool';
import { POOL_BUSY } from '../../src/worker/node/worker-pool';
import { zeroPng } from '../support/hostile-images';
import { makePng } from '../support/images';
import { createCapturedLogger } from '../support/logger';

/** The longest the event loop went without running a 5 ms timer while `work` was pending. */
async function longestStall<T>(work: Promise<T>) {
  let last = performance.now();
  let longest = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  const settled = await work.then(
    (value): { value?: T; error?: unknown } => ({ value }),
    (error: unknown) => ({ error }),
  );
  clearInterval(ticker);
  return { ...settled, longest };
}

describe('the Node host runs image checks in worker threads', () => {
  const logger = createCapturedLogger();
  // 100 MB of pixels: allowed, but about a second of inflating, far past this test's time limit.
  const slowImage = zeroPng(7071, 7071, 16, 'gray');
  const pool = createOffThreadPool(logger, { size: 1, maxQueue: 2, timeLimitsMs: { 'image.clean': 150 } });
  afterAll(() => pool.close());

  it('answers with the task output, cloned back from its thread', async () => {
    expect(pool.kind).toBe('worker-threads');
    const { format, cleaned } = await pool.run('image.clean', makePng({ metadata: true }));
    expect(format).toBe('png');
    expect(cleaned.length).toBeLessThan(makePng({ metadata: true }).length);
  });

  it('passes a refusal back as the same DomainError, with its detail for the log', async () => {
    const refusal = await pool.run('image.clean', makePng().subarray(0, 40)).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: IMAGE_UNREADABLE, cause: 'PNG ends before IEND' });
  });

  it('stops a task at its time limit and refuses it readably, while this thread keeps answering', async () => {
    const { error, longest } = await longestStall(pool.run('image.clean', slowImage));
    expect(error).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: IMAGE_UNREADABLE });
    expect(longest).toBeLessThan(100);
    expect(logger.lines.findLast((line) => line.msg === 'off-thread task stopped')).toMatchObject({ task: 'image.clean', why: 'longer than 150 ms' });
    // the killed thread is replaced: the next task is answered
    await expect(pool.run('image.clean', makePng())).resolves.toMatchObject({ format: 'png' });
  });

  it('refuses work beyond its queue as busy instead of piling it up', async () => {
    const runs = Array.from({ length: 4 }, () => pool.run('image.clean', slowImage).catch((error: unknown) => error));
    const refusals = await Promise.all(runs);
    expect(refusals.filter((refusal) => (refusal as Error).message === POOL_BUSY)).toHaveLength(1); // one running, two waiting
    expect(refusals.filter((refusal) => (refusal as Error).message === IMAGE_UNREADABLE)).toHaveLength(3);
  });
});
