import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A JSON answer, or `raw` text sent as it is (a body a client must cope with); `headers` add to or replace the JSON content type. */
export type FakeAnswer = { status?: number; headers?: Record<string, string> } & ({ json: unknown } | { raw: string });

export type FakeRoute = (request: RecordedRequest) => FakeAnswer;

/**
 * A small local stand-in for an outside HTTP API (Resend, Google, Stripe, OpenAI), so their real
 * SDKs run their real code against it. Records every request it receives.
 */
export async function startFakeHttpServer(routes: Record<string, FakeRoute>) {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://fake');
      const request = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      // 'DELETE /v1/subscriptions/*' answers for any id under that path.
      const route = routes[`${request.method} ${request.path}`] ?? routes[`${request.method} ${request.path.replace(/[^/]+$/, '*')}`];
      const answer: FakeAnswer = route ? route(request) : { status: 404, json: { message: 'no such fake route' } };
      outgoing.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers });
      outgoing.end('raw' in answer ? answer.raw : JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
