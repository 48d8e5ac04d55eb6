import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export const LAUNCH_OPTIONS = {
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's one Chromium listens; `launchBrowser` connects to it instead of starting another. */
    chromiumEndpoint: string | null;
  }
}

/**
 * Global setup of the browser tests: one Chromium for the whole run, which every test file's
 * `launchBrowser` connects to (each connection gets contexts of its own, closed when it goes).
 * Starting Chromium per file cost each file seconds.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    project.provide('chromiumEndpoint', null); // describeInBrowser skips, or fails in CI
    return;
  }
  const server = await chromium.launchServer(LAUNCH_OPTIONS);
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
