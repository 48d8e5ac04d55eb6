import type { Logger } from '../logging/logger';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The Node host's stand-in for the Worker's cron trigger: runs `task` a minute after start, then
 * hourly. A failure is logged and the next run tries again; the timers never keep the process alive.
 */
export function startHousekeeping(task: () => Promise<unknown>, logger: Logger, options = { firstRunMs: 60_000, everyMs: HOUR_MS }) {
  const run = () => {
    task().catch((error: unknown) => logger.error('housekeeping failed', { error }));
  };
  const first = setTimeout(run, options.firstRunMs);
  const repeat = setInterval(run, options.everyMs);
  first.unref();
  repeat.unref();
  return () => {
    clearTimeout(first);
    clearInterval(repeat);
  };
}
