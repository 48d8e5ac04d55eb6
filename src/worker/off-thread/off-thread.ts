import { OFF_THREAD_TASKS, type TaskInput, type TaskName, type TaskOutput, type TaskRegistry } from './tasks';

/** Runs a registered task; resolves with its output or rejects with its error (a DomainError stays one). */
export interface OffThread<Tasks extends TaskRegistry = typeof OFF_THREAD_TASKS> {
  readonly kind: 'inline' | 'worker-processes';
  run<Name extends TaskName<Tasks>>(name: Name, input: TaskInput<Tasks, Name>): Promise<TaskOutput<Tasks, Name>>;
  close(): Promise<void>;
}

/**
 * Runs each task on the calling thread. The Cloudflare Worker's CPU limit is per request, so there
 * the work is bounded by the tasks' own limits instead of a clock; tests built from source use it too.
 */
export function inlineOffThread<Tasks extends TaskRegistry = typeof OFF_THREAD_TASKS>(tasks: Tasks = OFF_THREAD_TASKS as unknown as Tasks): OffThread<Tasks> {
  return {
    kind: 'inline',
    run: async (name, input) => (tasks[name]!.run as (input: unknown) => TaskOutput<Tasks, typeof name>)(input),
    close: async () => {},
  };
}
