import { type ChildProcess, fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { DomainError } from '../domain-error';
import type { Logger } from '../logging/logger';
import type { OffThread } from '../off-thread/off-thread';
import { errorFromReply, type TaskReply } from '../off-thread/task-messages';
import type { TaskRegistry } from '../off-thread/tasks';

export interface WorkerPoolOptions {
  /** The worker entry: the bundled JavaScript, or its TypeScript source (started through tsx). */
  script: URL;
  logger: Logger;
  /** Worker processes at most; by default one per core but one, so the request thread keeps a core. */
  size?: number;
  /** Tasks waiting for a worker at most; more are refused as busy. */
  maxQueue?: number;
  /** The old-generation heap of each worker, in MB: a task needing more ends its process. */
  maxMemoryMb?: number;
  /** Per-task time limits instead of the registry's (tests). */
  timeLimitsMs?: Record<string, number>;
}

type Job = { name: string; input: unknown; resolve(output: unknown): void; reject(error: Error): void };
type Slot = { worker: ChildProcess; ready: boolean; job: Job | null; timer?: NodeJS.Timeout };

/**
 * A worker starting for a waiting task, or running one, keeps the host's process alive (a script
 * awaiting a task would otherwise end first); an idle one does not.
 */
function holdHostWhileBusy({ worker, ready, job }: Slot) {
  const stderr = worker.stderr as (NodeJS.ReadableStream & { ref?(): void; unref?(): void }) | null;
  if (!ready || job) {
    worker.ref();
    worker.channel?.ref();
    stderr?.ref?.();
  } else {
    worker.unref();
    worker.channel?.unref();
    stderr?.unref?.();
  }
}

/** Kills a worker and waits until it is gone. */
function stopWorker({ worker, timer }: Slot): Promise<void> {
  clearTimeout(timer);
  if (worker.exitCode !== null || worker.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((done) => worker.once('exit', () => done()));
  worker.ref(); // an idle worker is unreferenced: without this, a host closing its pool could end before the exit is seen
  worker.kill('SIGKILL');
  return exited;
}

/** Lines a worker process may write to stderr into the host's log; a decoder fed a hostile file could write without end. */
const MAX_LOGGED_LINES = 50;

/**
 * A worker's stderr (the codecs' own warnings, such as libjpeg's 'Premature end of JPEG file', or
 * V8's last words before a fatal error) as warnings in the host's JSON log rather than loose text
 * beside it, up to `MAX_LOGGED_LINES` a process.
 */
function logStderr(worker: ChildProcess, logger: Logger) {
  let logged = 0;
  createInterface({ input: worker.stderr! }).on('line', (line) => {
    logged += 1;
    if (logged <= MAX_LOGGED_LINES) logger.warn('off-thread worker output', { line: line.slice(0, 500) });
    else if (logged === MAX_LOGGED_LINES + 1) logger.warn('off-thread worker output: further lines not logged');
  });
}

export const POOL_BUSY = 'The server is busy with other uploads. Please try again in a minute.';

/**
 * Runs registered tasks in worker processes, off the thread that answers requests. Processes rather
 * than threads: a decoder that makes V8 fail fatally (a damaged GIF once asked it for an array of
 * 156 million elements) ends its process, and a thread's would have been the host's. A task that
 * passes its time limit (counted from when a worker takes it) has its process killed and is refused
 * with the task's own message; the process is replaced for the next task. One that dies (out of
 * memory, or a fatal error) refuses its task the same way.
 */
export function createWorkerPool<Tasks extends TaskRegistry>(tasks: Tasks, options: WorkerPoolOptions): OffThread<Tasks> {
  const size = options.size ?? Math.max(1, availableParallelism() - 1);
  const maxQueue = options.maxQueue ?? 64;
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let closed = false;

  const fromSource = options.script.pathname.endsWith('.ts');
  const execArgv = [`--max-old-space-size=${options.maxMemoryMb ?? 512}`, ...(fromSource ? ['--import', 'tsx'] : [])];

  function refuseAsTooHeavy(slot: Slot, why: string) {
    const job = slot.job;
    if (slots.includes(slot)) slots.splice(slots.indexOf(slot), 1);
    clearTimeout(slot.timer);
    slot.job = null;
    slot.worker.kill('SIGKILL');
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
    // Structured clone over the channel ('advanced'), so a task's bytes cross as they did to a thread.
    const worker = fork(fileURLToPath(options.script), [], { execArgv, serialization: 'advanced', stdio: ['ignore', 'inherit', 'pipe', 'ipc'] });
    logStderr(worker, options.logger);
    const slot: Slot = { worker, ready: false, job: null };
    worker.on('message', (message: TaskReply | 'ready') => {
      if (message !== 'ready') return finish(slot, message);
      slot.ready = true;
      pump();
    });
    worker.on('error', (error) => {
      if (slot.job) return refuseAsTooHeavy(slot, error.message);
      options.logger.error('off-thread worker failed', { error });
    });
    worker.on('exit', (code, signal) => {
      if (slots.includes(slot)) refuseAsTooHeavy(slot, `process exited (${signal ?? code})`);
    });
    slots.push(slot);
  }

  /** Hands waiting tasks to idle workers, starting one if there is room; then which workers hold the host follows. */
  function pump() {
    while (queue.length > 0 && !closed) {
      const slot = slots.find((candidate) => candidate.ready && !candidate.job);
      if (!slot) {
        if (slots.length < size) spawn();
        break;
      }
      const job = queue.shift()!;
      slot.job = job;
      const limit = options.timeLimitsMs?.[job.name] ?? tasks[job.name]!.timeLimitMs;
      slot.timer = setTimeout(() => refuseAsTooHeavy(slot, `longer than ${limit} ms`), limit);
      slot.worker.send({ name: job.name, input: job.input });
    }
    slots.forEach(holdHostWhileBusy);
  }

  return {
    kind: 'worker-processes',
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
      await Promise.all(stopping.map((slot) => stopWorker(slot)));
    },
  };
}
