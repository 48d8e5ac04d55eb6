const encoder = new TextEncoder();

/**
 * A response body read from `chunks` only as fast as the client takes it (pull), so a slow
 * download never piles the rest up in memory. `done` settles when the body has ended, failed
 * or been abandoned by the client (with the error that ended it, if one did), for whatever must
 * stay open until then.
 */
export function streamedBody(chunks: AsyncGenerator<Uint8Array | string>): { body: ReadableStream<Uint8Array>; done: Promise<unknown> } {
  let finish!: (error?: unknown) => void;
  const done = new Promise<unknown>((resolve) => (finish = resolve));
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) {
          controller.close();
          finish();
        } else {
          controller.enqueue(typeof next.value === 'string' ? encoder.encode(next.value) : next.value);
        }
      } catch (error) {
        controller.error(error);
        finish(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
      finish();
    },
  });
  return { body, done };
}
