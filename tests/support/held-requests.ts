import type { Page, Route } from 'playwright-core';

/**
 * Holds the page's requests to `url` until the returned `release` is called, then lets each go on
 * as `then` says (on to the server unless told): an answer on its way for as long as a test needs.
 */
export async function holdRequests(
  page: Page,
  url: string | ((url: URL) => boolean),
  then: (route: Route) => Promise<void> = (route) => route.continue(),
): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await then(route);
  });
  return release;
}
