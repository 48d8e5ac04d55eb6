import type { Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { startJournal } from '../support/browser-journal';
import { startTestServer } from '../support/node-server';
import { report } from './measure';

declare global {
  interface Window {
    keyToCard?: Promise<number>;
  }
}

/** Arms a timer in the page: from the next key-down to a new card at the top of the feed. */
async function armKeyToCardTimer(page: Page) {
  await page.evaluate(() => {
    window.keyToCard = new Promise<number>((resolve) => {
      let pressedAt = 0;
      // no named helpers in here: tsx would wrap them in a __name() the page does not have
      const before = document.querySelector('article')?.getAttribute('data-entry-id') ?? null;
      window.addEventListener('keydown', () => (pressedAt = performance.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (pressedAt && (document.querySelector('article')?.getAttribute('data-entry-id') ?? null) !== before) {
          observer.disconnect();
          resolve(performance.now() - pressedAt);
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  });
}

/** Chromium: Enter in the notes step to the (optimistic) card in the feed, median of 15 entries. */
export async function benchQuickAdd() {
  const [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  try {
    const page = await browser.newPage();
    await startJournal(page, server.url, 'bench.quick@example.com');
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: /feel today\?$/ }).waitFor();
    await page.getByRole('status', { name: 'Loading buttons' }).waitFor({ state: 'detached' }); // the saved buttons are in
    const times: number[] = [];
    for (let run = 0; run < 15; run += 1) {
      await page.keyboard.press('1');
      await page.keyboard.press('5');
      await page.getByRole('heading', { name: 'What triggered this?' }).waitFor();
      const notes = page.getByLabel('Why this feeling? (Add details for AI Affirmation)');
      // the first tile of each tag question (or Confirm, once earlier tags are offered)
      while (!(await notes.isVisible())) await page.keyboard.press('Enter');
      await armKeyToCardTimer(page);
      await page.keyboard.press('Enter');
      times.push(await page.evaluate(() => window.keyToCard!));
      await page.getByRole('button', { name: 'Quick Add Settings' }).waitFor();
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    return report('quick-add key press to card (Chromium)', { median_ms: median, target_ms: 50 }, median < 50);
  } finally {
    await browser.close();
    await server.close();
  }
}
