import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { startTestServer } from '../support/node-server';
import { mainScreenShown, startJournalWithNotes } from '../support/route-weight';
import { median, report } from './measure';

const RUNS = 5;
// Issue 16: a slow phone's network. The peer (benji6/moodtracker) was recorded at 3.7 s LCP.
const SLOW_NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const PEER_LCP_MS = 3700;
const LCP_TARGET_MS = PEER_LCP_MS * 0.5;
// Issue 39: the signed-in main screen cold (no service worker, empty cache) within these.
const TILES_TARGET_MS = 1200;
const MAIN_LCP_TARGET_MS = 1800;

declare global {
  interface Window {
    tilesShownAt?: number;
  }
}

/** A page of `context` on the slow network, with its cache off: every load is a cold one. */
async function coldPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
  return page;
}

/** The page's largest contentful paint so far, from the start of its navigation. */
function largestPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  );
}

/** The landing's largest contentful paint, from the start of the navigation to /. */
async function landingLcp(page: Page, baseUrl: string): Promise<number> {
  await page.goto(`${baseUrl}/`);
  await page.getByRole('heading', { name: 'Welcome to Attune' }).waitFor();
  await page.getByText('Embedded database (PGlite)').waitFor();
  return largestPaint(page);
}

/** From the start of the navigation to / until the saved quick-add tiles are on screen (the placeholder gone). */
async function tilesShown(page: Page, baseUrl: string): Promise<number> {
  await page.addInitScript(() => {
    // no named helpers in here: tsx would wrap them in a __name() the page does not have
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[data-button-id]') || document.querySelector('[aria-label="Loading buttons"]')) return;
      observer.disconnect();
      requestAnimationFrame(() => (window.tilesShownAt = performance.now()));
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${baseUrl}/`);
  await page.waitForFunction(() => window.tilesShownAt !== undefined);
  return page.evaluate(() => window.tilesShownAt!);
}

/** The main screen's tiles and, once the first card is drawn, its largest contentful paint. */
async function mainScreen(page: Page, baseUrl: string): Promise<{ tiles: number; lcp: number }> {
  const tiles = await tilesShown(page, baseUrl);
  await page.getByRole('article').first().waitFor();
  return { tiles, lcp: await largestPaint(page) };
}

/**
 * Chromium on 1.6 Mbps down, 750 Kbps up, 150 ms RTT, no cache: medians of a few cold loads. The
 * signed-in main screen is measured cold (a browser that signed in before, with no service worker
 * and an empty cache) and warm (its service worker installed, as a returning person has it).
 */
export async function benchColdLoad() {
  const [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  try {
    const lcps: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext();
      lcps.push(await landingLcp(await coldPage(context), server.url));
      await context.close();
    }
    const signedIn = await browser.newContext();
    const journal = await signedIn.newPage();
    await startJournalWithNotes(journal, server.url, 'bench.cold@example.com');
    // A browser that signed in before has shown the journal, and remembers which one it showed and
    // the first batch of calls it made for it (issue 39: sent early on the next load).
    for (let visit = 0; visit < 2; visit += 1) {
      await journal.goto(`${server.url}/`);
      await mainScreenShown(journal);
    }
    await journal.close();
    const storageState = await signedIn.storageState();
    const cold: { tiles: number; lcp: number }[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ storageState, serviceWorkers: 'block' });
      cold.push(await mainScreen(await coldPage(context), server.url));
      await context.close();
    }
    const warm: { tiles: number; lcp: number }[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const page = await coldPage(signedIn);
      warm.push(await mainScreen(page, server.url));
      await page.close();
    }
    await signedIn.close();
    const lcp = median(lcps);
    const coldTiles = median(cold.map((load) => load.tiles));
    const coldLcp = median(cold.map((load) => load.lcp));
    return [
      report('cold load, slow network: landing LCP (Chromium)', { median_ms: lcp, target_ms: LCP_TARGET_MS, peer_ms: PEER_LCP_MS, peer: 'recorded' }, lcp <= LCP_TARGET_MS),
      report(
        'cold load, slow network: main screen quick-add tiles shown, no service worker (Chromium)',
        { median_ms: coldTiles, target_ms: TILES_TARGET_MS, warm_ms: median(warm.map((load) => load.tiles)) },
        coldTiles <= TILES_TARGET_MS,
      ),
      report(
        'cold load, slow network: main screen LCP, no service worker (Chromium)',
        { median_ms: coldLcp, target_ms: MAIN_LCP_TARGET_MS, warm_ms: median(warm.map((load) => load.lcp)), peer_ms: PEER_LCP_MS },
        coldLcp <= MAIN_LCP_TARGET_MS,
      ),
    ].every(Boolean);
  } finally {
    await browser.close();
    await server.close();
  }
}
