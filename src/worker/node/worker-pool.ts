import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { DomainError } from '../domain-error';
import type { Logger } from '../logging/logger';
import type { OffThread } from '../off-thread/off-thread';
import { errorFromReply, type TaskReply } from '../off-thread/task-messages';
import type { TaskRegistry } from '../off-thread/tasks';

export interface WorkerPoolOptions {
  /** The worker entry: the bundled JavaScript, or its TypeScript source (started through tsx). */
  script: URL;
  logger: Logger;
  /** Worker threads at most; by default one per core but one, so the request thread keeps a core. */
  size?: number;
  /** Tasks waiting for a thread at most; more are refused as busy. */
  maxQueue?: number;
  /** The old-generation heap of each thread, in MB: a task needing more ends its thread. */
  maxMemoryMb?: number;
  /** Per-task time limits instead of the registry's (tests). */
  timeLimitsMs?: Record<string, number>;
}

type Job = { name: string; input: unknown; resolve(output: unknown): void; reject(error: Error): void };
type Slot = { worker: Worker; ready: boolean; job: Job | null; timer?: NodeJS.Timeout };

export const POOL_BUSY = 'The server is busy with other uploads. Please try again in a minute.';

/**
 * Runs registered tasks in worker threads, off the thread that answers requests. A task that passes
 * its time limit (counted from when a thread takes it) has its thread terminated and is refused with
 * the task's own message; the thread is replaced for the next task. A thread that dies (out of
 * memory) refuses its task the same way.
 */
export function createWorkerPool<Tasks extends TaskRegistry>(tasks: Tasks, options: WorkerPoolOptions): OffThread<Tasks> {
  const size = options.size ?? Math.max(1, availableParallelism() - 1);
  const maxQueue = options.maxQueue ?? 64;
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let closed = false;

  const entry = options.script.pathname.endsWith('.ts')
    ? { url: new URL('./typescript-worker.mjs', import.meta.url), workerData: { typescriptEntry: options.script.href } }
    : { url: options.script, workerData: {} };

  function refuseAsTooHeavy(slot: Slot, why: string) {
    const job = slot.job;
    if (slots.includes(slot)) slots.splice(slots.indexOf(slot), 1);
    clearTimeout(slot.timer);
    slot.job = null;
    void slot.worker.terminate();
    if (!job) return;
    options.logger.warn('off-thread task stopped', { task: job.name, why });
    job.reject(tasks[job.name]!.tooHeavy());
    pump();
  }

  function finish(slot: Slot, reply: TaskReply) {
    const job = slot.job!;
    clearTimeout(slot.timer);
    slot.job = null;
    if (reply.ok) job.resolve(reply.output);
    else job.reject(errorFromReply(reply.error));
    pump();
  }

  function spawn() {
    const worker = new Worker(entry.url, { workerData: entry.workerData, resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb ?? 512 } });
    const slot: Slot = { worker, ready: false, job: null };
    worker.unref(); // an idle pool does not keep the process alive; a running task's timer does
    worker.on('message', (message: TaskReply | 'ready') => {
      if (message !== 'ready') return finish(slot, message);
      slot.ready = true;
      pump();
    });
    worker.on('error', (error) => {
      if (slot.job) return refuseAsTooHeavy(slot, error.message);
      options.logger.error('off-thread worker failed', { error });
    });
    worker.on('exit', () => {
      if (slots.includes(slot)) refuseAsTooHeavy(slot, 'thread exited');
    });
    slots.push(slot);
  }

  function pump() {
    while (queue.length > 0 && !closed) {
      const slot = slots.find((candidate) => candidate.ready && !candidate.job);
      if (!slot) {
        if (slots.length < size) spawn();
        return;
      }
      const job = queue.shift()!;
      slot.job = job;
      const limit = options.timeLimitsMs?.[job.name] ?? tasks[job.name]!.timeLimitMs;
      slot.timer = setTimeout(() => refuseAsTooHeavy(slot, `longer than ${limit} ms`), limit);
      slot.worker.postMessage({ name: job.name, input: job.input });
    }
  }

  return {
    kind: 'worker-threads',
    run: (name, input) =>
      new Promise((resolve, reject) => {
        if (closed) return reject(new DomainError('SERVICE_UNAVAILABLE', 'The server is shutting down. Please try again in a minute.'));
        if (queue.length >= maxQueue) return reject(new DomainError('SERVICE_UNAVAILABLE', POOL_BUSY));
        queue.push({ name, input, resolve: resolve as (output: unknown) => void, reject });
        pump();
      }),
    close: async () => {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new DomainError('SERVICE_UNAVAILABLE', 'The server is shutting down. Please try again in a minute.'));
      const stopping = slots.splice(0);
      await Promise.all(stopping.map((slot) => (clearTimeout(slot.timer), slot.worker.terminate())));
    },
  };
}
