import { expect, it } from 'vitest';
import { describeInBrowser } from '../support/browser';
import { startJournal } from '../support/browser-journal';
import { useSharedServerAndBrowser } from '../support/shared-server';
import { measureLanding, measureMainRoute, ROUTE_CEILING_KB, type RouteWeight } from '../support/route-weight';

const describeWeight = (route: string, weight: RouteWeight) =>
  `${route}: ${weight.kilobytes.toFixed(1)} KB gzipped JS+CSS in ${weight.files.length} files\n  ${weight.files.join('\n  ')}`;

describeInBrowser('route weight in Chromium (issue 16, built client)', () => {
  const ctx = useSharedServerAndBrowser();

  it(`loads at most ${ROUTE_CEILING_KB.landing} KB for a visitor opening / (the welcome screen)`, async () => {
    const weight = (await measureLanding(ctx.browser, ctx.server.url)).firstView;
    console.log(describeWeight('landing', weight));
    expect(weight.kilobytes, describeWeight('landing', weight)).toBeLessThanOrEqual(ROUTE_CEILING_KB.landing);
  });

  it(`loads at most ${ROUTE_CEILING_KB.main} KB for the signed-in main screen, Markdown notes included`, async () => {
    const weight = (await measureMainRoute(ctx.browser, ctx.server.url, 'weight.main@example.com')).firstView;
    console.log(describeWeight('main route', weight));
    expect(weight.kilobytes, describeWeight('main route', weight)).toBeLessThanOrEqual(ROUTE_CEILING_KB.main);
  });

  it("asks for the journal's code with the entry in a browser that was signed in, and for nothing more on a visitor's landing", async () => {
    const homeChunks = 'link[rel="modulepreload"][href^="/assets/HomePage-"]';
    const visitor = await ctx.browser.newContext();
    const landing = await visitor.newPage();
    await landing.goto(`${ctx.server.url}/`);
    await landing.getByRole('heading', { name: 'Welcome to Attune' }).waitFor();
    expect(await landing.locator(homeChunks).count()).toBe(0);
    await visitor.close();

    const returning = await ctx.browser.newContext();
    await returning.addInitScript(() => localStorage.setItem('attune.signed_in_hint', '1'));
    const page = await returning.newPage();
    await page.goto(`${ctx.server.url}/`);
    await page.locator(homeChunks).waitFor({ state: 'attached' });
    await returning.close();
  });

  it("asks for the first screen's data, the last chosen journal's feed included, in one batch with the session", async () => {
    const context = await ctx.browser.newContext();
    const earlier = await context.newPage();
    await startJournal(earlier, ctx.server.url, 'weight.batch@example.com');
    await earlier.goto(`${ctx.server.url}/`);
    await earlier.getByRole('heading', { name: 'What did weight.batch feel today?' }).waitFor();
    await earlier.close();
    const page = await context.newPage();
    const batches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/trpc/')) batches.push(url.pathname.slice('/trpc/'.length));
    });
    await page.goto(`${ctx.server.url}/`);
    await page.getByRole('article').first().or(page.getByText('What did you feel today?', { exact: false })).first().waitFor();
    const first = batches.find((batch) => batch.split(',').includes('auth.session'))!.split(',');
    expect(first).toEqual(expect.arrayContaining(['auth.session', 'profiles.list', 'preferences.quickAddButtons', 'billing.usage', 'entries.list', 'entries.timeline', 'insights.overview']));
    await context.close();
  });
});
