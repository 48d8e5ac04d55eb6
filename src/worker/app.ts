import { trpcServer } from '@hono/trpc-server';
import type { AnyRouter } from '@trpc/server';
import { type Context as HonoContext, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_BATCH_CALLS } from '../shared/domain/api-limits';
import { type AppEnv, createContext } from './context';
import type { AppDeps } from './deps';
import { DomainError } from './domain-error';
import { clientAddress } from './http/client-address';
import { databaseLease } from './http/database-lease';
import { devOutboxPage } from './http/dev-outbox-page';
import { errorResponse } from './http/error-response';
import { googleRoutes } from './http/google-routes';
import { exportRoutes } from './http/export-routes';
import { imageRoutes } from './http/image-routes';
import { importRoutes } from './http/import-routes';
import { reminderUnsubscribeRoutes } from './http/reminder-unsubscribe';
import { requestContext } from './http/request-context';
import { sameOriginOnly } from './http/same-origin';
import { securityHeaders } from './http/security-headers';
import { sessionAuth } from './http/session';
import { STRIPE_WEBHOOK_PATH, stripeWebhook } from './http/stripe-webhook';
import { devOutboxAllowed } from './services/mail/create-mailer';
import { appRouter } from './routers';
import { REMINDER_UNSUBSCRIBE_PATH } from './services/reminders/unsubscribe-token';
import { summariseServices } from './services/service-summary';
import { RecentReads } from './sharing/read-log';
import { GENERIC_ERROR_MESSAGE } from './trpc-errors';

const API_PATHS = ['/trpc/*', '/api/*'] as const;
/** Far above any real call (the largest inputs are notes of a few KB), far below what costs memory. */
const MAX_API_BODY_BYTES = 256 * 1024;

/**
 * The whole server, independent of its host. `router` is replaceable only so tests can exercise
 * the tRPC wiring with procedures of their own.
 */
export function createApp(deps: AppDeps, router: AnyRouter = appRouter) {
  const services = summariseServices(deps.config, deps.database.engine, deps.blobs.kind, deps.mailer.kind);
  const contextDeps = { config: deps.config, logger: deps.logger, mailer: deps.mailer, push: deps.push, blobs: deps.blobs, billing: deps.billing, ai: deps.ai, services };
  const app = new Hono<AppEnv>();

  app.use(requestContext(deps.logger));
  app.use(securityHeaders());
  app.use(clientAddress(deps.config, deps.peerAddress));
  // API answers are per account: never kept by a browser or a shared cache, refusals included.
  // Routes that must be revalidated instead (an image's ETag) say so themselves.
  app.use('/trpc/*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  // Stripe's server posts its events without an Origin; their signature is their proof instead. So
  // do mail apps their one-click unsubscribe (RFC 8058), proven by its signed token.
  app.use(sameOriginOnly(deps.config.origin, { exempt: [STRIPE_WEBHOOK_PATH, REMINDER_UNSUBSCRIBE_PATH] }));
  // Counted while the body streams in, so an oversized or endless body is cut off, not buffered.
  const limitBody = bodyLimit({
    maxSize: MAX_API_BODY_BYTES,
    onError: (c) => c.json({ error: { message: 'This request is too large for the API (at most 256 KB).' } }, 413),
  });
  for (const path of ['/trpc/*', STRIPE_WEBHOOK_PATH]) {
    // A GET or HEAD has no body to count; asking for it would build the full Request on the Node host for nothing.
    app.use(path, (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next)));
  }
  const recentReads = new RecentReads();
  for (const path of API_PATHS) {
    app.use(path, databaseLease(deps.database, recentReads));
    app.use(path, sessionAuth(deps.config));
  }

  app.use(
    '/trpc/*',
    trpcServer({
      endpoint: '/trpc',
      router,
      maxBatchSize: MAX_BATCH_CALLS,
      createContext: (options, c) => createContext(c as HonoContext<AppEnv>, contextDeps, options.resHeaders),
      onError: ({ error, path, ctx }) => {
        if (error.code !== 'INTERNAL_SERVER_ERROR') return;
        const logger = (ctx as { logger?: AppDeps['logger'] } | undefined)?.logger ?? deps.logger;
        logger.error('procedure failed', { procedure: path, error: error.cause ?? error });
      },
    }),
  );
  app.route('/api/auth/google', googleRoutes(deps));
  app.route('/api/images', imageRoutes(deps));
  app.route('/api/profiles', exportRoutes(deps));
  app.route('/api/profiles', importRoutes(deps));
  app.post(STRIPE_WEBHOOK_PATH, stripeWebhook(deps.billing));
  app.route(REMINDER_UNSUBSCRIBE_PATH, reminderUnsubscribeRoutes());
  app.all('/api/*', (c) => c.json({ error: { message: 'Not found.' } }, 404));

  const { mailer } = deps;
  if (mailer.kind === 'dev-outbox' && devOutboxAllowed(deps.config)) {
    app.get('/dev/outbox', (c) => devOutboxPage(c, mailer.messages()));
  }
  app.get('*', (c) => deps.serveAssets(c));

  app.onError((error, c) => {
    if (error instanceof DomainError) return errorResponse(c, error);
    (c.var.logger ?? deps.logger).error('unhandled error', { error, path: c.req.path });
    return c.json({ error: { message: GENERIC_ERROR_MESSAGE, requestId: c.var.requestId } }, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
