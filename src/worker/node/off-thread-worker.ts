// The entry of each worker thread of the off-thread pool (worker-pool.ts): runs registered tasks
// one at a time and answers each with its output or its error. Bundled beside node.mjs by build:server.
import { parentPort } from 'node:worker_threads';
import { replyWithError, type TaskReply, type TaskRequest } from '../off-thread/task-messages';
import { OFF_THREAD_TASKS, type TaskRegistry } from '../off-thread/tasks';

const tasks: TaskRegistry = OFF_THREAD_TASKS;
const port = parentPort!;
port.on('message', ({ name, input }: TaskRequest) => {
  let reply: TaskReply;
  try {
    reply = { ok: true, output: (tasks[name]!.run as (input: unknown) => unknown)(input) };
  } catch (error) {
    reply = replyWithError(error);
  }
  port.postMessage(reply);
});
port.postMessage('ready');
