/**
 * Writes log lines to a stream together, once the work in hand is done: a request's log line then
 * costs no write on the way to its response, and a burst of requests shares one write. Lines still
 * waiting when the process exits are written then.
 */
export function batchedLineWriter(stream: NodeJS.WritableStream = process.stdout): (line: string) => void {
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const lines = pending;
    pending = [];
    stream.write(`${lines.join('\n')}\n`);
  };
  process.once('exit', flush);
  return (line) => {
    if (pending.push(line) === 1) setImmediate(flush);
  };
}
