import { DomainError } from '../domain-error';
import { makeRenditions } from '../images/renditions';
import { unreadableImage } from '../images/unreadable-image';
import { parseImportFile } from '../services/import/parse-import-file';

/**
 * A pure function of structured-cloneable data (it may run in another thread), how long it may
 * take there, and what the person is told when it takes longer or needs more memory than a worker process has.
 */
export interface OffThreadTask<Input, Output> {
  run(input: Input): Output | Promise<Output>;
  timeLimitMs: number;
  tooHeavy(): DomainError;
}

const task = <Input, Output>(definition: OffThreadTask<Input, Output>) => definition;

/** A 12-megapixel photo takes about 1 s; the header checks bound the rest (50 megapixels), this catches what slips through. */
const IMAGE_TIME_LIMIT_MS = 10_000;
/** Reading the largest file an import takes (250,000 entries) stays well inside this on one core. */
const IMPORT_PARSE_TIME_LIMIT_MS = 120_000;

/**
 * The work a request hands off its thread, by name. Adding a task is one line here; `offThread`
 * in deps.ts runs it (a worker process on the Node host, inline in the Cloudflare Worker).
 */
export const OFF_THREAD_TASKS = {
  'image.renditions': task({ run: makeRenditions, timeLimitMs: IMAGE_TIME_LIMIT_MS, tooHeavy: () => unreadableImage('making its renditions took longer than 10 s or more memory than allowed') }),
  'import.parse': task({ run: parseImportFile, timeLimitMs: IMPORT_PARSE_TIME_LIMIT_MS, tooHeavy: () => new DomainError('PAYLOAD_TOO_LARGE', 'This file takes too long to read. Import the journal in parts.') }),
};

export type TaskRegistry = Record<string, OffThreadTask<never, unknown>>;
export type TaskName<Tasks extends TaskRegistry = typeof OFF_THREAD_TASKS> = keyof Tasks & string;
export type TaskInput<Tasks extends TaskRegistry, Name extends keyof Tasks> = Parameters<Tasks[Name]['run']>[0];
export type TaskOutput<Tasks extends TaskRegistry, Name extends keyof Tasks> = Awaited<ReturnType<Tasks[Name]['run']>>;
