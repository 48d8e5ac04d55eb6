import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { freshAddress } from '../support/addresses';
import { describeInBrowser } from '../support/browser';
import { useSharedServerAndBrowser } from '../support/shared-server';
import { startJournal } from '../support/browser-journal';

/** The tRPC procedures a page calls from now on, by name (a batch counts each of its calls). */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/trpc/')) calls.push(...pathname.slice('/trpc/'.length).split(','));
  });
  return calls;
}

describeInBrowser('routes (journal-core 2, accounts 2.1) in Chromium', () => {
  const ctx = useSharedServerAndBrowser();

  it('sends an unknown path to /onboarding, and /feed of a signed-in account to the journal', async () => {
    const page = await ctx.browser.newPage();
    await page.goto(`${ctx.server.url}/nowhere`);
    await page.waitForURL(`${ctx.server.url}/onboarding`);
    await page.getByRole('heading', { name: 'Welcome to Attune' }).waitFor();

    await startJournal(page, ctx.server.url, freshAddress('routes.feed'));
    await page.goto(`${ctx.server.url}/feed`);
    await page.waitForURL(`${ctx.server.url}/`);
    await page.getByRole('heading', { name: 'Activity Feed' }).waitFor();
    await page.close();
  });

  it('makes no entry calls on the sign-in page and the sign-in callback', async () => {
    const page = await ctx.browser.newPage();
    const calls = recordCalls(page);
    await page.goto(`${ctx.server.url}/login`);
    await page.getByRole('button', { name: 'Get Login Link' }).waitFor();
    await page.goto(`${ctx.server.url}/auth/callback#token=not-a-real-link`);
    await page.getByRole('heading', { name: 'Authentication Failed' }).waitFor();
    expect(calls).toContain('auth.redeemLoginLink');
    expect(calls.filter((call) => call.startsWith('entries.'))).toEqual([]);
    await page.close();
  });

  it("shows the router's error page with the reason when a page's code cannot be loaded", async () => {
    const page = await ctx.browser.newPage();
    await page.route(/\/assets\/LegalPage-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${ctx.server.url}/terms`);
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    await page.getByText(/Failed to fetch dynamically imported module/).waitFor();
    await page.getByRole('link', { name: 'Back to Attune' }).waitFor();
    await page.close();
  });

  it("logs every API call to the console when debug_mode is 'true', and nothing otherwise", async () => {
    const page = await ctx.browser.newPage();
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('[attune]')) logged.push(message.text());
    });
    await page.goto(`${ctx.server.url}/login`);
    await page.getByRole('button', { name: 'Get Login Link' }).waitFor();
    expect(logged).toEqual([]);

    await page.evaluate(() => localStorage.setItem('debug_mode', 'true'));
    await page.reload();
    await page.getByRole('button', { name: 'Get Login Link' }).waitFor();
    await expect
      .poll(() => logged)
      .toEqual(expect.arrayContaining([expect.stringMatching(/^\[attune\] → query auth\.session/), expect.stringMatching(/^\[attune\] ← auth\.session \(\d+ ms\) /)]));
    await page.close();
  });
});
