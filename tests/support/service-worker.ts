import type { Page } from 'playwright-core';

/** How long a page waits to be claimed by its newly activated service worker before it is loaded again. */
const CLAIM_WAIT_MS = 3000;

/**
 * Until the page's service worker is active and controls the page (the app registers it once the
 * page is idle). A new worker claims the pages open when it activates; in a full run Chromium was
 * seen not to within 12 s, after `ready` had resolved. A page loaded after the worker is active is
 * controlled from its start, so one not claimed by then is loaded again, and `loaded` awaited.
 */
export async function waitForServiceWorkerControl(page: Page, loaded: () => Promise<unknown> = async () => {}) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const claimed = await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: CLAIM_WAIT_MS }).then(
    () => true,
    () => false,
  );
  if (claimed) return;
  await page.reload();
  await loaded();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
