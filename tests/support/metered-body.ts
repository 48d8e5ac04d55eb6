/**
 * A request body made only as it is read, 64 KB at a time, and never sent with a Content-Length
 * (as a chunked upload): `bytesRead()` tells how much of it the server took.
 */
export function meteredBody(head: Uint8Array, totalBytes: number) {
  const filler = new Uint8Array(64 * 1024).fill(0x61);
  let produced = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (produced >= totalBytes) return controller.close();
        const chunk = produced === 0 ? head : filler.subarray(0, Math.min(filler.length, totalBytes - produced));
        produced += chunk.length;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, bytesRead: () => produced };
}

/** A streamed request for `app.request()`, with the headers of the app's own pages. */
export function streamedRequest(url: string, body: ReadableStream<Uint8Array>, headers: Record<string, string>) {
  return new Request(new URL(url, 'http://localhost'), {
    method: 'POST',
    body,
    headers: { origin: 'http://localhost:8787', ...headers },
    duplex: 'half',
  } as RequestInit);
}
