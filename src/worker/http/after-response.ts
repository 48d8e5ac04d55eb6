import type { Context } from 'hono';
import type { Logger } from '../logging/logger';

/**
 * Runs `work` without delaying the response: through `waitUntil` in the Worker (which would
 * otherwise cancel it), or simply in the background in Node.
 */
export function afterResponse(c: Context, logger: Logger, work: Promise<unknown>): void {
  const guarded = work.catch((error: unknown) => logger.error('background work failed', { error }));
  let executionCtx: { waitUntil(promise: Promise<unknown>): void } | undefined;
  try {
    executionCtx = c.executionCtx;
  } catch {
    executionCtx = undefined; // Hono throws when none was given (tests calling app.request)
  }
  executionCtx?.waitUntil(guarded);
}
