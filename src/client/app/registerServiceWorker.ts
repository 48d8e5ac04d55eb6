import { serviceWorkerKeepsShell } from '../lib/keptOffline';
import { preloadWhenIdle } from '../lib/lazyWithPreload';

/**
 * Installs the service worker that keeps the app's shell for offline starts (src/service-worker),
 * in production builds only, once the page has loaded and the browser is idle: it never competes
 * with the first view.
 */
export function registerServiceWorker() {
  if (!serviceWorkerKeepsShell()) return;
  window.addEventListener('load', () => preloadWhenIdle(() => navigator.serviceWorker.register('/sw.js')));
}
