import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { CHROMIUM_PATH, LAUNCH_OPTIONS } from './chromium-setup';
import { startTestServer } from './node-server';

export { CHROMIUM_PATH };
const INSTALL_HINT = 'sudo apt-get install -y chromium';

/**
 * `describe` for tests in a real Chromium. Without Chromium they are skipped with the install
 * command, except in CI, where they run anyway and fail: CI must prove the browser behaviour.
 */
export function describeInBrowser(name: string, body: () => void) {
  if (existsSync(CHROMIUM_PATH) || process.env.CI) return describe(name, body);
  console.warn(`Skipping browser tests "${name}": Chromium is not installed. Install it with: ${INSTALL_HINT}`);
  return describe.skip(`${name} (needs Chromium: ${INSTALL_HINT})`, body);
}

declare global {
  interface Window {
    showWalkthrough?: boolean;
  }
}

/**
 * Marks every profile's guided tour as done, unless the page opted in with `withWalkthrough`:
 * almost every test signs in a new journal, where the tour would otherwise open over the screen
 * and take the focus. Only reads change; what the app stores is stored.
 */
function completeWalkthroughs() {
  const getItem = Storage.prototype.getItem;
  Storage.prototype.getItem = function (this: Storage, key: string) {
    if (key.startsWith('walkthroughCompleted_') && !window.showWalkthrough) return 'true';
    return getItem.call(this, key);
  };
}

/** Lets the app's guided tour show in this page or context (every page launchBrowser opens hides it). */
export async function withWalkthrough(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    window.showWalkthrough = true;
  });
}

/** The run's shared Chromium (chromium-setup.ts), when the browser tests' global setup started one. */
const sharedChromium = () => (process.env.VITEST ? inject('chromiumEndpoint') : undefined);

/**
 * Chromium, whose new contexts (and so pages) come with the guided tour marked done; see
 * `withWalkthrough`. Under vitest, a connection to the run's one Chromium: closing it closes this
 * file's contexts and leaves the browser to the other files.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = sharedChromium();
  const browser = endpoint ? await chromium.connect(endpoint) : await chromium.launch(LAUNCH_OPTIONS);
  // browser.newPage opens its page through newContext, so this covers both.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await context.addInitScript(completeWalkthroughs);
    return context;
  };
  return browser;
}

/**
 * Chromium with a profile on disk in `userDataDir`, rather than the off-the-record contexts of
 * `launchBrowser` (the guided tour marked done there too): what holds only for a real profile
 * (e.g. that the app can be installed) needs it.
 */
export async function launchWithProfile(userDataDir: string): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(userDataDir, LAUNCH_OPTIONS);
  await context.addInitScript(completeWalkthroughs);
  return context;
}

export interface BrowserSession {
  server: Awaited<ReturnType<typeof startTestServer>>;
  browser: Browser;
}

/** One Node host and one Chromium for the surrounding `describe`, closed after its tests. */
export function useServerAndBrowser(): BrowserSession {
  const session = {} as BrowserSession;
  beforeAll(async () => {
    [session.server, session.browser] = await Promise.all([startTestServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.close();
  });
  return session;
}

/** One Chromium page, with no server, for the surrounding `describe`: `page` is set before its tests. */
export function useBrowserPage(): { page: Page } {
  const session = {} as { browser: Browser; page: Page };
  beforeAll(async () => {
    session.browser = await launchBrowser();
    session.page = await session.browser.newPage();
  });
  afterAll(() => session.browser?.close());
  return session;
}
