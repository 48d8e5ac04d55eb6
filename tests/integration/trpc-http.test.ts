import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openPostgres } from '../../src/worker/node/database';
import { publicProcedure, router } from '../../src/worker/trpc';
import { createHttpClient, createTestApp } from '../support/app';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { meteredBody, streamedRequest } from '../support/metered-body';

/** Procedures of the test's own, to exercise the shared tRPC wiring and error formatter. */
const probeRouter = router({
  signUp: publicProcedure
    .input(z.object({ email: z.email('Please enter a valid email address.'), age: z.number().int().min(13) }))
    .mutation(({ input }) => ({ welcomed: input.email })),
  confirm: publicProcedure
    .input(z.object({ code: z.string().length(6, 'Enter the 6-digit code.').regex(/^\d+$/, 'Enter the 6-digit code.') }))
    .mutation(({ input }) => ({ confirmed: input.code })),
  explode: publicProcedure.query(() => {
    throw new Error('connection to db-secret-host:5432 failed');
  }),
});
type ProbeRouter = typeof probeRouter;

describe.each(testEngines)('the app over HTTP on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  it('answers a typed tRPC query through app.request()', async () => {
    const { app } = createTestApp(database);
    const status = await createHttpClient(app).system.status.query();
    expect(status).toEqual({
      app: 'Attune',
      environment: 'test',
      services: {
        database: engine,
        images: 'disk',
        mail: 'dev-outbox',
        ai: 'local',
        payments: 'disabled',
        googleSignIn: false,
        push: false,
      },
    });
  });

  it('answers BAD_REQUEST with readable messages and the flattened zod error', async () => {
    const { app } = createTestApp(database, { router: probeRouter });
    const error = await createHttpClient<ProbeRouter>(app)
      .signUp.mutate({ email: 'not-an-email', age: 9 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TRPCClientError);
    const { data, message } = error as TRPCClientError<ProbeRouter>;
    expect(data?.code).toBe('BAD_REQUEST');
    expect(data?.httpStatus).toBe(400);
    expect(message).toContain('Please enter a valid email address.');
    expect(message).not.toMatch(/\b(email|age):/);
    expect(data?.zodError?.fieldErrors).toEqual({
      email: ['Please enter a valid email address.'],
      age: [expect.stringMatching(/13/)],
    });
  });

  it('says each problem of a field once, however many of its checks fail with the same words', async () => {
    const { app } = createTestApp(database, { router: probeRouter });
    const error = await createHttpClient<ProbeRouter>(app)
      .confirm.mutate({ code: 'abc' })
      .catch((caught: unknown) => caught);
    expect((error as TRPCClientError<ProbeRouter>).message).toBe('Enter the 6-digit code.');
  });

  it('answers an unexpected error generically, with the request id, and logs the cause', async () => {
    const { app, logger } = createTestApp(database, { router: probeRouter });
    const response = await app.request('/trpc/explode');
    const body = (await response.json()) as { error: { message: string; data: Record<string, unknown> } };
    const requestId = response.headers.get('x-request-id');

    expect(response.status).toBe(500);
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.error.message).toBe(
      `Something went wrong on our side. Please try again in a moment. (reference ${requestId})`,
    );
    expect(body.error.data.requestId).toBe(requestId);
    expect(JSON.stringify(body)).not.toContain('db-secret-host');
    expect(JSON.stringify(body)).not.toContain('stack');

    const logged = logger.lines.find((line) => line.msg === 'procedure failed');
    expect(logged).toMatchObject({ level: 'error', requestId, procedure: 'explode' });
    expect(JSON.stringify(logged)).toContain('db-secret-host');
  });

  it('sends the same security headers with API answers and pages', async () => {
    const { app } = createTestApp(database);
    for (const path of ['/trpc/system.status', '/onboarding', '/auth/callback']) {
      const response = await app.request(path);
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin');
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('logs one structured line per request, without the query string', async () => {
    const { app, logger } = createTestApp(database);
    const response = await app.request('/onboarding?token=do-not-log-me');
    const line = logger.lines.find((entry) => entry.msg === 'request');
    expect(line).toMatchObject({
      level: 'info',
      method: 'GET',
      path: '/onboarding',
      status: 200,
      requestId: response.headers.get('x-request-id'),
    });
    expect(JSON.stringify(logger.lines)).not.toContain('do-not-log-me');
  });

  it('refuses a body over 256 KB with a readable 413, reading no further than the limit', async () => {
    const { app } = createTestApp(database);
    const body = meteredBody(new TextEncoder().encode('{"email":"'), 8 * 1024 * 1024);
    const response = await app.request(
      streamedRequest('/trpc/auth.requestLoginLink', body.stream, { 'content-type': 'application/json' }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { message: 'This request is too large for the API (at most 256 KB).' } });
    expect(body.bytesRead()).toBeLessThan(512 * 1024);

    const declared = await app.request('/trpc/auth.requestLoginLink', {
      method: 'POST',
      headers: { origin: 'http://localhost:8787', 'content-type': 'application/json', 'content-length': String(300 * 1024) },
      body: JSON.stringify({ email: `${'a'.repeat(300 * 1024)}@example.com` }).slice(0, 300 * 1024),
    });
    expect(declared.status).toBe(413);
  });

  it('answers at most 20 calls in one batch', async () => {
    const { app } = createTestApp(database);
    const batch = (size: number) =>
      app.request(`/trpc/${Array.from({ length: size }, () => 'system.status').join(',')}?batch=1&input={}`);
    const allowed = await batch(20);
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toHaveLength(20);
    const refused = await batch(21);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('Batch call exceeds maximum size');
  });

  it('tells browsers and caches not to keep API answers', async () => {
    const { app } = createTestApp(database, { router: probeRouter });
    for (const path of ['/trpc/system.status', '/trpc/explode', '/trpc/missing']) {
      expect((await app.request(path)).headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const { app } = createTestApp(database);
    const response = await app.request('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { message: 'Not found.' } });
  });
});

describe('when the database is down', () => {
  it('answers the status query with the generic error, not the driver message', async () => {
    const unreachable = openPostgres('postgres://nobody@127.0.0.1:1/attune');
    const { app } = createTestApp(unreachable);
    const response = await app.request('/trpc/system.status');
    const body = (await response.json()) as { error: { message: string } };
    expect(response.status).toBe(500);
    expect(body.error.message).toMatch(/^Something went wrong on our side/);
    expect(body.error.message).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    await unreachable.close();
  });
});
