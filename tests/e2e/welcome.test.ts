import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeInBrowser, launchBrowser } from '../support/browser';
import { startTestServer } from '../support/node-server';

describeInBrowser('welcome screen in Chromium', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('sends a visitor from / to the welcome screen, showing what the server reports', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);

    await page.getByRole('heading', { name: 'Welcome to Attune' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/onboarding');
    expect(await page.getByText('Use AI to guide you through the ups and downs of daily life.').isVisible()).toBe(true);
    for (const feature of ['AI Insights', 'AI EMDR', 'Secure Sharing']) {
      expect(await page.getByRole('heading', { name: feature }).isVisible()).toBe(true);
    }
    // Data from the system.status procedure, not baked into the page.
    await page.getByText('Embedded database (PGlite)').waitFor();
    expect(await page.getByText('Payments not configured').isVisible()).toBe(true);

    const linkButton = page.getByRole('button', { name: 'Get Login Link' });
    expect(await linkButton.isDisabled()).toBe(true);
    await page.getByLabel('Continue with any other Email').fill('me@example.com');
    expect(await linkButton.isEnabled()).toBe(true);

    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/welcome-desktop.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/welcome-mobile.png', fullPage: true });
    await page.close();
  });

  it('redirects unknown paths to /onboarding', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/no/such/page`);
    await page.getByRole('heading', { name: 'Welcome to Attune' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/onboarding');
    await page.close();
  });
});
