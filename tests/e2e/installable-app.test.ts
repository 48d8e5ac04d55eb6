import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { freshAddress } from '../support/addresses';
import { describeInBrowser, launchWithProfile } from '../support/browser';
import { useSharedServerAndBrowser } from '../support/shared-server';
import { startJournal } from '../support/browser-journal';
import { waitForServiceWorkerControl } from '../support/service-worker';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** A PNG's width x height, from its IHDR chunk (right after the 8-byte signature and the chunk's length and type). */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

const journalShown = (page: Page) => page.getByRole('heading', { name: /feel today\?$/ }).waitFor();

describeInBrowser('the installable app in Chromium (issue 21)', () => {
  const ctx = useSharedServerAndBrowser();

  it('serves a manifest with every field and icon an install needs, and Chromium finds nothing missing', async () => {
    const response = await fetch(`${ctx.server.url}/manifest.webmanifest`);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = await response.json();
    expect(manifest).toMatchObject({ name: 'Attune', short_name: 'Attune', start_url: '/', scope: '/', display: 'standalone', theme_color: '#0f766e' });
    expect(manifest.description).toBeTruthy();
    expect(manifest.icons.map((icon: ManifestIcon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons as ManifestIcon[]) {
      const image = await fetch(`${ctx.server.url}${icon.src}`);
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(pngSize(Buffer.from(await image.arrayBuffer())), icon.src).toBe(icon.sizes);
    }

    // Chromium never offers to install from an off-the-record context: this check needs a profile.
    const profile = mkdtempSync(join(tmpdir(), 'attune-profile-'));
    const context = await launchWithProfile(profile);
    try {
      const page = await context.newPage();
      await page.goto(`${ctx.server.url}/onboarding`);
      const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
      expect(pngSize(Buffer.from(await (await fetch(`${ctx.server.url}${appleIcon}`)).arrayBuffer()))).toBe('180x180');
      await waitForServiceWorkerControl(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('serves the service worker revalidated on every visit, so a deploy replaces it', async () => {
    const response = await fetch(`${ctx.server.url}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('names each page in the title', async () => {
    const page = await ctx.browser.newPage();
    const titles = { '/onboarding': 'Welcome · Attune', '/login': 'Sign in · Attune', '/terms': 'Terms of Service · Attune', '/privacy': 'Privacy Policy · Attune' };
    for (const [path, title] of Object.entries(titles)) {
      await page.goto(`${ctx.server.url}${path}`);
      await expect.poll(() => page.title(), { message: path }).toBe(title);
    }
    await page.close();
  });

  it('says it is offline when the session check cannot reach the server, though the browser reports a connection, and recovers', async () => {
    const context = await ctx.browser.newContext();
    const page = await context.newPage();
    await startJournal(page, ctx.server.url, freshAddress('lost.network'));
    await page.route('**/trpc/**', (route) => route.abort('internetdisconnected'));
    await page.goto(`${ctx.server.url}/`);
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    expect(await page.getByText('Could not check current session').count()).toBe(0);
    await page.unroute('**/trpc/**');
    await journalShown(page); // asked again a few seconds later, with no 'online' event to wait for
    await context.close();
  });

  it('says so on the sign-in page when the server cannot be reached, instead of loading for good, and goes on when it can', async () => {
    const context = await ctx.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.route('**/trpc/**', (route) => route.abort('internetdisconnected'));
    await page.goto(`${ctx.server.url}/login`);
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    expect(await page.getByText('Attune needs a connection to sign you in.').isVisible()).toBe(true);
    mkdirSync('artifacts/screenshots', { recursive: true });
    await page.screenshot({ path: 'artifacts/screenshots/offline-sign-in-mobile.png' });
    await page.unroute('**/trpc/**');
    await page.getByRole('heading', { name: 'Sign in to Attune' }).waitFor();
    await context.close();
  });

  it('opens offline from the kept shell, says it is offline, and brings the journal back with the connection', async () => {
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.setDefaultTimeout(12_000); // a step that hangs is named, within the test's 30 s
    await startJournal(page, ctx.server.url, freshAddress('offline.reader'));
    await page.goto(`${ctx.server.url}/`);
    await journalShown(page);
    expect(await page.title()).toBe('Attune');
    await waitForServiceWorkerControl(page, () => journalShown(page));

    // The connection drops while the journal is open: a status line says so, and goes with it.
    await context.setOffline(true);
    const offlineLine = page.getByRole('status').filter({ hasText: 'You are offline.' });
    await offlineLine.waitFor();
    mkdirSync('artifacts/screenshots', { recursive: true });
    await page.screenshot({ path: 'artifacts/screenshots/offline-banner-desktop.png' });
    await context.setOffline(false);
    await offlineLine.waitFor({ state: 'detached' });

    // Opened without a connection: the app, not the browser's error page, says what is going on.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    expect(await page.getByText('Attune needs a connection to load your journal.').isVisible()).toBe(true);
    await page.screenshot({ path: 'artifacts/screenshots/offline-desktop.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'artifacts/screenshots/offline-mobile.png' });

    await context.setOffline(false);
    await journalShown(page);
    expect(await page.getByRole('heading', { name: 'You are offline' }).count()).toBe(0);
    await context.close();
  });
});
