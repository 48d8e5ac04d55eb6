import { preloadWhenIdle } from './lazyWithPreload';

/** Whether a service worker keeps the app's shell for use without a connection: in production builds, in browsers that have one. */
export const serviceWorkerKeepsShell = () => import.meta.env.PROD && 'serviceWorker' in navigator;

/**
 * For code the page fetches when first needed, which may be after the connection has gone: the
 * service worker keeps it (offline-shell.ts), and where none does, it is fetched once the browser
 * is idle instead.
 */
export function preloadUnlessKeptOffline(...loads: (() => Promise<unknown>)[]) {
  if (!serviceWorkerKeepsShell()) preloadWhenIdle(...loads);
}
