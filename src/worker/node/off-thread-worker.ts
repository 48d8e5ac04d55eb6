// The entry of each worker process of the off-thread pool (worker-pool.ts): runs registered tasks
// one at a time and answers each with its output or its error. Bundled beside node.mjs by build:server.
import { provideCodecWasm, warmCodecs } from '../images/codecs';
import { nodeCodecWasm } from './codec-wasm';
import { replyWithError, type TaskReply, type TaskRequest } from '../off-thread/task-messages';
import { OFF_THREAD_TASKS, type TaskRegistry } from '../off-thread/tasks';

const tasks: TaskRegistry = OFF_THREAD_TASKS;
// Once the host has gone there is no one to answer (sending would throw).
const send = (message: TaskReply | 'ready') => process.connected && process.send!(message);
provideCodecWasm(nodeCodecWasm);
// The host is gone (or closed the pool): nothing is left to answer.
process.on('disconnect', () => process.exit(0));
process.on('message', async ({ name, input }: TaskRequest) => {
  let reply: TaskReply;
  try {
    reply = { ok: true, output: await (tasks[name]!.run as (input: unknown) => unknown)(input) };
  } catch (error) {
    reply = replyWithError(error);
  }
  send(reply);
});
// Ready once the codecs are compiled and warm, so no task's time limit counts that.
await warmCodecs();
send('ready');
