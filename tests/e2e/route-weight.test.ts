import { expect, it } from 'vitest';
import { describeInBrowser } from '../support/browser';
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
});
