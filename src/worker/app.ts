import { trpcServer } from '@hono/trpc-server';
import type { AnyRouter } from '@trpc/server';
import { type Context as HonoContext, Hono } from 'hono';
import { type AppEnv, createContext } from './context';
import type { AppDeps } from './deps';
import { databaseLease } from './http/database-lease';
import { devOutboxPage } from './http/dev-outbox-page';
import { googleRoutes } from './http/google-routes';
import { imageRoutes } from './http/image-routes';
import { requestContext } from './http/request-context';
import { sameOriginOnly } from './http/same-origin';
import { securityHeaders } from './http/security-headers';
import { sessionAuth } from './http/session';
import { appRouter } from './routers';
import { summariseServices } from './services/service-summary';
import { GENERIC_ERROR_MESSAGE } from './trpc-errors';

const API_PATHS = ['/trpc/*', '/api/*'] as const;

/**
 * The whole server, independent of its host. `router` is replaceable only so tests can exercise
 * the tRPC wiring with procedures of their own.
 */
export function createApp(deps: AppDeps, router: AnyRouter = appRouter) {
  const services = summariseServices(deps.config, deps.database.engine, deps.blobs.kind);
  const app = new Hono<AppEnv>();

  app.use(requestContext(deps.logger));
  app.use(securityHeaders());
  app.use(sameOriginOnly(deps.config.origin));
  for (const path of API_PATHS) {
    app.use(path, databaseLease(deps.database));
    app.use(path, sessionAuth(deps.config));
  }

  app.use(
    '/trpc/*',
    trpcServer({
      endpoint: '/trpc',
      router,
      createContext: (options, c) => createContext(c as HonoContext<AppEnv>, deps, services, options.resHeaders),
      onError: ({ error, path, ctx }) => {
        if (error.code !== 'INTERNAL_SERVER_ERROR') return;
        const logger = (ctx as { logger?: AppDeps['logger'] } | undefined)?.logger ?? deps.logger;
        logger.error('procedure failed', { procedure: path, error: error.cause ?? error });
      },
    }),
  );
  app.route('/api/auth/google', googleRoutes(deps));
  app.route('/api/images', imageRoutes(deps));
  app.all('/api/*', (c) => c.json({ error: { message: 'Not found.' } }, 404));

  const { mailer } = deps;
  if (mailer.kind === 'dev-outbox' && deps.config.environment !== 'production') {
    app.get('/dev/outbox', (c) => devOutboxPage(c, mailer.messages()));
  }
  app.get('*', (c) => deps.serveAssets(c));

  app.onError((error, c) => {
    (c.var.logger ?? deps.logger).error('unhandled error', { error, path: c.req.path });
    return c.json({ error: { message: GENERIC_ERROR_MESSAGE, requestId: c.var.requestId } }, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
