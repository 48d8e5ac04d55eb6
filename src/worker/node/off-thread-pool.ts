import type { Logger } from '../logging/logger';
import { OFF_THREAD_TASKS } from '../off-thread/tasks';
import { createWorkerPool, type WorkerPoolOptions } from './worker-pool';

/**
 * The Node host's off-thread work: worker processes running off-thread-worker, bundled beside
 * dist/server/node.mjs by `npm run build:server`, or from its source when the host runs under tsx.
 */
export function createOffThreadPool(logger: Logger, options: Partial<WorkerPoolOptions> = {}) {
  const bundled = import.meta.url.endsWith('.mjs');
  const script = new URL(bundled ? './off-thread-worker.mjs' : './off-thread-worker.ts', import.meta.url);
  return createWorkerPool(OFF_THREAD_TASKS, { script, logger, ...options });
}
