import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../src/worker/config';
import { startWsTcpRelay } from '../support/ws-tcp-relay';

describe('NEON_WS_PROXY, the test-only route to a local database', () => {
  it('is off unless set', () => {
    expect(parseConfig({}).neonWsProxy).toBeNull();
    expect(parseConfig({ NODE_ENV: 'test', NEON_WS_PROXY: '127.0.0.1:5440/v1' }).neonWsProxy).toBe('127.0.0.1:5440/v1');
  });

  it('is refused in production, including the Worker, which defaults to production', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', NEON_WS_PROXY: '127.0.0.1:5440/v1' })).toThrow(ConfigError);
    expect(() => parseConfig({ NEON_WS_PROXY: '127.0.0.1:5440/v1' }, { environment: 'production' })).toThrow(
      'NEON_WS_PROXY turns off TLS to the database and is for tests only',
    );
  });

  it('must be host:port with an optional path', () => {
    expect(() => parseConfig({ NEON_WS_PROXY: 'wss://relay.example/v1' })).toThrow(/NEON_WS_PROXY/);
  });
});

describe('the WebSocket-to-TCP relay', () => {
  let relay: Awaited<ReturnType<typeof startWsTcpRelay>>;
  beforeAll(async () => {
    relay = await startWsTcpRelay({ host: '127.0.0.1', port: 5999 });
  });
  afterAll(() => relay.close());

  it('refuses to relay to any address but its target', async () => {
    const socket = new WebSocket(`ws://${relay.wsProxy}?address=169.254.169.254:80`);
    const [code] = await new Promise<[number, string]>((closed) => socket.on('close', (...args) => closed([args[0], String(args[1])])));
    expect(code).toBe(1008);
  });
});
