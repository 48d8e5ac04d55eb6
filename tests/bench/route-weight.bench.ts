import { launchBrowser } from '../support/browser';
import { startTestServer } from '../support/node-server';
import { MAIN_AFTER_IDLE_BUDGET_KB, measureLanding, measureMainRoute, PEER_ROUTE_KB, ROUTE_BUDGET_KB, type RouteWeights } from '../support/route-weight';
import { report } from './measure';

const fieldsOf = ({ firstView, afterIdle }: RouteWeights, budget: number) => ({
  first_view_kb: firstView.kilobytes,
  after_idle_kb: afterIdle?.kilobytes ?? Number.NaN,
  budget_kb: budget,
  peer_kb: PEER_ROUTE_KB,
  peer: 'recorded',
});

/** Gzipped JS+CSS per route in Chromium, first view against issue 16's budgets, beside the peer's main route. */
export async function benchRouteWeight() {
  const [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  try {
    const landing = await measureLanding(browser, server.url, { afterIdle: true });
    const main = await measureMainRoute(browser, server.url, 'bench.weight@example.com', { afterIdle: true });
    return [
      report('route weight: landing, a visitor at / to the welcome screen (Chromium)', fieldsOf(landing, ROUTE_BUDGET_KB.landing), landing.firstView.kilobytes <= ROUTE_BUDGET_KB.landing),
      report('route weight: main screen, signed in with notes (Chromium)', fieldsOf(main, ROUTE_BUDGET_KB.main), main.firstView.kilobytes <= ROUTE_BUDGET_KB.main),
      report(
        'route weight: main screen once the browser is idle, its idle fetches included (Chromium)',
        { after_idle_kb: main.afterIdle!.kilobytes, target_kb: MAIN_AFTER_IDLE_BUDGET_KB },
        main.afterIdle!.kilobytes <= MAIN_AFTER_IDLE_BUDGET_KB,
      ),
    ].every(Boolean);
  } finally {
    await browser.close();
    await server.close();
  }
}
