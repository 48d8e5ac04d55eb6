import { type IncomingHttpHeaders, request } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { readMigrationFiles } from '../../src/worker/node/migration-files';
import { startTestServer } from '../support/node-server';

/** A GET that keeps the body as sent (fetch would decompress it), for checking the encoding. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((answered, failed) => {
    const sent = request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => answered({ headers: response.headers, body: Buffer.concat(chunks) }));
    });
    sent.on('error', failed).end();
  });
}

/** A GET with the Host header given, as a browser sends it to a name rebound to this machine. */
function answerWithHost(url: string, host: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((answered, failed) => {
    const sent = request(url, { headers: { host } }, (response) => {
      response.resume();
      answered({ status: response.statusCode ?? 0, headers: response.headers });
    });
    sent.on('error', failed).end();
  });
}
const getWithHost = async (url: string, host: string) => (await answerWithHost(url, host)).status;

/** A data folder with no database yet (startTestServer's own start with a migrated copy). */
const emptyDataDir = () => mkdtempSync(join(tmpdir(), 'attune-data-'));

describe('the Node host', () => {
  let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
  afterEach(() => server?.close());

  it('migrates the embedded database on start and serves the API', async () => {
    server = await startTestServer({ dataDir: emptyDataDir() });
    expect(server.logger.lines.find((line) => line.msg === 'database ready')).toMatchObject({
      engine: 'pglite',
      migrationsApplied: (await readMigrationFiles()).map((file) => file.name),
    });
    const response = await fetch(`${server.url}/trpc/system.status`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ result: { data: { app: 'Attune' } } });
  });

  it('warns that the embedded database does not survive a power cut only when it serves a public site', async () => {
    const warning = (lines: Record<string, unknown>[]) => lines.find((line) => line.msg === 'embedded database on a public site');
    server = await startTestServer();
    expect(warning(server.logger.lines)).toBeUndefined();
    await server.close();
    server = await startTestServer({ env: { APP_ORIGIN: 'https://journal.example' } });
    expect(warning(server.logger.lines)).toMatchObject({ level: 'warn', advice: expect.stringContaining('set DATABASE_URL to a PostgreSQL server') });
  });

  it('reuses the persisted database on the next start', async () => {
    server = await startTestServer({ dataDir: emptyDataDir() });
    const { dataDir } = server;
    await server.close();
    server = await startTestServer({ dataDir });
    expect(server.logger.lines.find((line) => line.msg === 'database ready')).toMatchObject({ migrationsApplied: [] });
  });

  it('serves the built client, with index.html for page paths and 404 for missing files', async () => {
    server = await startTestServer();
    const page = await fetch(`${server.url}/some/page/path`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"></div>');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");

    const missing = await fetch(`${server.url}/assets/missing-file.js`);
    expect(missing.status).toBe(404);
  });

  it('sends text compressed, hashed assets cached for good and pages revalidated', async () => {
    server = await startTestServer();
    const page = await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const script = (await page.text()).match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();

    const plain = await readFile(`dist/client${script}`);
    const asset = await rawGet(`${server.url}${script}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body.length).toBeLessThan(plain.length / 2);
    expect(brotliDecompressSync(asset.body).equals(plain)).toBe(true);

    const gzipOnly = await rawGet(`${server.url}${script}`, { 'accept-encoding': 'gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.body).equals(plain)).toBe(true);
  });

  it('compresses a built file that has no precompressed copy (the service worker) whole, with its compressed length', async () => {
    server = await startTestServer();
    const plain = await readFile('dist/client/sw.js');
    const worker = await rawGet(`${server.url}/sw.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(worker.headers['content-encoding']).toBe('br');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(Number(worker.headers['content-length'])).toBe(worker.body.length);
    expect(brotliDecompressSync(worker.body).equals(plain)).toBe(true);
  });

  it('compresses API answers whole, with Brotli or gzip as the browser accepts, and leaves small ones as they are', async () => {
    server = await startTestServer();
    const calls = 10;
    const batch = `${server.url}/trpc/${Array(calls).fill('system.status').join(',')}?batch=1&input={}`;
    const plain = await rawGet(batch, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(JSON.parse(plain.body.toString())).toHaveLength(calls);

    const brotli = await rawGet(batch, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);

    const gzipped = await rawGet(batch, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);

    const single = await rawGet(`${server.url}/trpc/system.status`, { 'accept-encoding': 'br' });
    expect(single.body.length).toBeLessThan(1024);
    expect(single.headers['content-encoding']).toBeUndefined();
  });

  it('answers only its own host name, so a rebound DNS name cannot reach it', async () => {
    server = await startTestServer();
    const { port } = new URL(server.url);
    const status = `${server.url}/trpc/system.status`;
    expect(await getWithHost(status, `localhost:${port}`)).toBe(200);
    expect(await getWithHost(status, `127.0.0.1:${port}`)).toBe(200);
    expect(await getWithHost(status, `attacker.example:${port}`)).toBe(421);
    expect(await getWithHost(status, 'localhost:1')).toBe(421);
    const refused = await answerWithHost(status, `attacker.example:${port}`);
    expect(refused.headers).toMatchObject({
      'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin',
      'cache-control': 'no-store',
    });
    expect(server.logger.lines.find((line) => line.msg === 'request for another host refused')).toMatchObject({
      host: `attacker.example:${port}`,
    });
  });
});
