import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe } from 'vitest';
import { startTestServer } from './node-server';

export const CHROMIUM_PATH = '/usr/bin/chromium';
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

const LAUNCH_OPTIONS = {
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(LAUNCH_OPTIONS);
}

/**
 * Chromium with a profile on disk in `userDataDir`, rather than the off-the-record contexts of
 * `launchBrowser`: what holds only for a real profile (e.g. that the app can be installed) needs it.
 */
export function launchWithProfile(userDataDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, LAUNCH_OPTIONS);
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
