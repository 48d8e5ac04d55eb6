import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';

export interface RelayTarget {
  host: string;
  port: number;
}

/**
 * What Neon runs in front of its Postgres, in small: a WebSocket server that pipes binary frames
 * to a TCP connection and back. The Neon driver asks for `/v1?address=host:port`; only `target`
 * is relayed, any other address is refused.
 */
export async function startWsTcpRelay(target: RelayTarget) {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('connection', (socket, request) => {
    const address = new URL(request.url ?? '/', 'ws://relay').searchParams.get('address');
    if (address !== `${target.host}:${target.port}`) {
      socket.close(1008, 'address not allowed');
      return;
    }
    const tcp = connect(target.port, target.host);
    tcp.on('data', (chunk) => socket.send(chunk));
    tcp.on('close', () => socket.close());
    tcp.on('error', () => socket.terminate());
    socket.on('message', (data: Buffer) => tcp.write(data));
    socket.on('close', () => tcp.end());
    socket.on('error', () => tcp.destroy());
  });
  await new Promise<void>((ready) => server.once('listening', ready));
  const { port } = server.address() as AddressInfo;
  return {
    /** The value for NEON_WS_PROXY: where the Neon driver opens its WebSocket. */
    wsProxy: `127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((closed) => {
        for (const client of server.clients) client.terminate();
        server.close(() => closed());
      }),
  };
}
