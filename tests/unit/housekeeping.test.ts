import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startHousekeeping } from '../../src/worker/node/housekeeping';
import { createCapturedLogger } from '../support/logger';

describe("the Node host's housekeeping timer", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the task after the first delay, then at every interval, until stopped', async () => {
    const task = vi.fn(() => Promise.resolve());
    const stop = startHousekeeping(task, createCapturedLogger(), { firstRunMs: 1_000, everyMs: 10_000 });
    await vi.advanceTimersByTimeAsync(999);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(task).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(50_000);
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('logs a failed run and keeps going', async () => {
    const logger = createCapturedLogger();
    const task = vi.fn(() => Promise.reject(new Error('database away')));
    const stop = startHousekeeping(task, logger, { firstRunMs: 10, everyMs: 100 });
    await vi.advanceTimersByTimeAsync(110);
    expect(task).toHaveBeenCalledTimes(2);
    expect(logger.lines.filter((line) => line.msg === 'housekeeping failed')).toHaveLength(2);
    stop();
  });
});
