import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../src/worker/domain-error';
import { IMAGE_UNREADABLE } from '../../src/worker/images/unreadable-image';
import { createOffThreadPool } from '../../src/worker/node/off-thread-pool';
import { POOL_BUSY } from '../../src/worker/node/worker-pool';
import { zeroPng } from '../support/hostile-images';
import { drawJpeg, makePng } from '../support/images';
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

/** The pids of this process's off-thread workers (the pool's children running off-thread-worker). */
function workerPids(): number[] {
  const children = execFileSync('pgrep', ['-P', String(process.pid), '-f', 'off-thread-worker'], { encoding: 'utf8' }).trim();
  return children.split('\n').filter(Boolean).map(Number);
}

describe('the Node host makes photo renditions in worker processes', () => {
  const logger = createCapturedLogger();
  // 100 MB of pixels: allowed, but seconds of inflating and scaling, far past this test's time limit.
  const slowImage = zeroPng(7071, 7071, 16, 'gray');
  const pool = createOffThreadPool(logger, { size: 1, maxQueue: 2, timeLimitsMs: { 'image.renditions': 150 } });
  afterAll(() => pool.close());

  it('answers with the task output, cloned back from its process', async () => {
    expect(pool.kind).toBe('worker-processes');
    const { display, thumb } = await pool.run('image.renditions', { bytes: makePng({ width: 96, height: 32 }) });
    expect([display.width, display.height, thumb.width, thumb.height]).toEqual([96, 32, 96, 32]);
    expect(Buffer.from(display.bytes.subarray(8, 12)).toString('latin1')).toBe('WEBP');
  });

  it("writes what a worker says on stderr (libjpeg's warnings) into the host's log as warnings, not beside it", async () => {
    const cut = drawJpeg().subarray(0, -6);
    await expect(pool.run('image.renditions', { bytes: cut })).resolves.toMatchObject({ display: { width: 8 } });
    await expect.poll(() => logger.lines.find((line) => line.msg === 'off-thread worker output')).toMatchObject({ level: 'warn', line: 'Premature end of JPEG file' });
  });

  it('passes a refusal back as the same DomainError, with its detail for the log', async () => {
    const refusal = await pool.run('image.renditions', { bytes: makePng().subarray(0, 40) }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: IMAGE_UNREADABLE, cause: expect.stringMatching(/^png decoder: /) });
  });

  it('stops a task at its time limit and refuses it readably, while this thread keeps answering', async () => {
    const { error, longest } = await longestStall(pool.run('image.renditions', { bytes: slowImage }));
    expect(error).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: IMAGE_UNREADABLE });
    expect(longest).toBeLessThan(100);
    expect(logger.lines.findLast((line) => line.msg === 'off-thread task stopped')).toMatchObject({ task: 'image.renditions', why: 'longer than 150 ms' });
    // the killed thread is replaced: the next task is answered
    await expect(pool.run('image.renditions', { bytes: makePng() })).resolves.toMatchObject({ display: { width: 4, height: 4 } });
  });

  it('refuses the task of a worker that ends as V8 ends it on a fatal error, and the host goes on', async () => {
    // A pool of its own with a time limit far off, so the abort, not the limit, ends the task however slow this machine is.
    const others = workerPids();
    const aborting = createOffThreadPool(logger, { size: 1, timeLimitsMs: { 'image.renditions': 60_000 } });
    try {
      await aborting.run('image.renditions', { bytes: makePng() }); // a worker is up and idle
      const running = aborting.run('image.renditions', { bytes: slowImage });
      for (const pid of workerPids().filter((pid) => !others.includes(pid))) process.kill(pid, 'SIGABRT'); // what V8's fatal error handler raises
      const { error, longest } = await longestStall(running);
      expect(error).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: IMAGE_UNREADABLE });
      expect(longest).toBeLessThan(100);
      expect(logger.lines.findLast((line) => line.msg === 'off-thread task stopped')).toMatchObject({ task: 'image.renditions', why: 'process exited (SIGABRT)' });
      await expect(aborting.run('image.renditions', { bytes: makePng() })).resolves.toMatchObject({ display: { width: 4, height: 4 } });
    } finally {
      await aborting.close();
    }
  });

  it('refuses work beyond its queue as busy instead of piling it up', async () => {
    await pool.run('image.renditions', { bytes: makePng() }); // a worker is up and idle: one task runs at once, two wait
    const runs = Array.from({ length: 4 }, () => pool.run('image.renditions', { bytes: slowImage }).catch((error: unknown) => error));
    const refusals = await Promise.all(runs);
    expect(refusals.filter((refusal) => (refusal as Error).message === POOL_BUSY)).toHaveLength(1); // one running, two waiting
    expect(refusals.filter((refusal) => (refusal as Error).message === IMAGE_UNREADABLE)).toHaveLength(3);
  });
});
