/// <reference lib="webworker" />
import { SHELL_URL, shellAnswer } from '../shared/domain/offline-shell';
import './reminder-notifications';

declare const self: ServiceWorkerGlobalScope;
// Set by the build (build-plugin.ts): the paths to keep, and a hash of their contents.
declare const SHELL_FILES: string[];
declare const SHELL_VERSION: string;

const CACHE_PREFIX = 'attune-shell-';
const CACHE = CACHE_PREFIX + SHELL_VERSION;
const kept = new Set(SHELL_FILES);

/**
 * The journal's own requests (the API, images, writes) go straight to the network without waking
 * the worker (Chromium's static routing): a delete sent with keepalive as the page closes must not
 * wait on a worker that is being stopped with it. Where routes are not supported, the fetch
 * handler below leaves them alone just the same.
 */
type RouterRule = { condition: { urlPattern?: string; requestMethod?: string }; source: 'network' };
const NETWORK_ROUTES: RouterRule[] = [
  ...['POST', 'PUT', 'PATCH', 'DELETE'].map((requestMethod): RouterRule => ({ condition: { requestMethod }, source: 'network' })),
  ...['/trpc/*', '/api/*', '/dev/*'].map((urlPattern): RouterRule => ({ condition: { urlPattern }, source: 'network' })),
];

self.addEventListener('install', (event) => {
  const routed = event as ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };
  if (routed.addRoutes) event.waitUntil(routed.addRoutes(NETWORK_ROUTES));
  // A new version takes over at once: the shell it keeps matches what the server now serves.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL_FILES.map((path) => new Request(path, { cache: 'no-cache' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const stale = (name: string) => name.startsWith(CACHE_PREFIX) && name !== CACHE;
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter(stale).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

const keptCopy = async (request: Request) => (await caches.match(request, { cacheName: CACHE })) ?? fetch(request);

// Network first, so a deploy shows at once; the kept shell only when there is no network.
const pageOrShell = (request: Request) =>
  fetch(request).catch(async () => (await caches.match(SHELL_URL, { cacheName: CACHE })) ?? Response.error());

self.addEventListener('fetch', (event) => {
  const answer = shellAnswer(event.request, self.location.origin, kept);
  if (answer === 'kept-copy') event.respondWith(keptCopy(event.request));
  if (answer === 'page-or-shell') event.respondWith(pageOrShell(event.request));
});
