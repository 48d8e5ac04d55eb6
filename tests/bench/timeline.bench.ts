import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { startJournal } from '../support/browser-journal';
import { startTestServer } from '../support/node-server';
import { median, report } from './measure';

/** A full chart render (switching Visual and Performance Mode redraws every point) to the painted frame. */
function measureRender(page: Page) {
  return page.evaluate(async () => {
    // the mode not in use: a press switches to it
    const toggle = document.querySelector<HTMLButtonElement>('[aria-label="Timeline mode"] button[aria-pressed="false"]')!;
    const started = performance.now();
    toggle.click();
    await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
    return performance.now() - started;
  });
}

/**
 * One hover, timed the way a person meets it. Chromium hands pointer moves to the page at the
 * start of a frame, so the move is dispatched from an animation-frame callback; the time runs until
 * the frame that carries the new marker and tooltip has been drawn: this frame if the change is in
 * the DOM before the browser renders it, otherwise the first frame after the change. `dom` is the
 * part of that spent before the marker and tooltip were in the DOM.
 */
function measureHover(page: Page, x: number) {
  // no named helpers in here: tsx would wrap them in a __name() the page does not have
  return page.evaluate(
    (clientX) =>
      new Promise<{ painted: number; dom: number }>((resolve, reject) => {
        const area = document.querySelector('[data-testid="timeline-hit-area"]')!;
        let started = 0;
        let dom = -1;
        let inputFrameRendering = false;
        const observer = new MutationObserver(() => {
          observer.disconnect();
          dom = performance.now() - started;
          if (inputFrameRendering) requestAnimationFrame(() => setTimeout(() => resolve({ painted: performance.now() - started, dom })));
        });
        observer.observe(area.closest('section')!, { subtree: true, childList: true, attributes: true, characterData: true });
        setTimeout(() => reject(new Error('the hover changed nothing on the page')), 2000);
        requestAnimationFrame(() => {
          started = performance.now();
          area.dispatchEvent(new PointerEvent('pointermove', { clientX, clientY: 0, bubbles: true }));
        });
        // The next callback of the same frame, after the move's microtasks: what changed by now is drawn in this frame.
        requestAnimationFrame(() => {
          inputFrameRendering = true;
          if (dom >= 0) setTimeout(() => resolve({ painted: performance.now() - started, dom }));
        });
      }),
    x,
  );
}

/** Chromium, 3,000 entries in the 30-day window: render time and hover-update time. */
export async function benchTimeline() {
  const [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  try {
    const page = await browser.newPage();
    const profileId = await startJournal(page, server.url, 'bench.timeline@example.com');
    await sql`
      insert into wellness_entries (id, profile_id, type, mood_category, specific_mood, intensity, "timestamp")
      select lpad(n::text, 21, '0'), ${profileId}, 'emotional',
             (array['positive', 'neutral', 'negative'])[n % 3 + 1],
             (array['happy', 'calm', 'sad'])[n % 3 + 1], n % 11, now() - (n * 13 || ' minutes')::interval
      from generate_series(1, 3000) as n`.execute(server.database.db);
    await page.goto(`${server.url}/`);
    await page.getByRole('img', { name: 'Intensity over the last 30 days' }).waitFor();

    const renders: number[] = [];
    for (let run = 0; run < 10; run += 1) renders.push(await measureRender(page));
    const hovers: { painted: number; dom: number }[] = [];
    const box = (await page.getByTestId('timeline-hit-area').boundingBox())!;
    // 37 px apart, so every move lands on another point
    for (let run = 0; run < 30; run += 1) hovers.push(await measureHover(page, box.x + ((run * 37) % Math.floor(box.width))));

    const render = median(renders);
    const hover = median(hovers.map(({ painted }) => painted));
    const dom = median(hovers.map((sample) => sample.dom));
    return [
      report('timeline render, 3,000 entries (Chromium)', { median_ms: render, target_ms: 100 }, render < 100),
      report('timeline hover to painted frame, 3,000 entries (Chromium)', { median_ms: hover, in_dom_ms: dom, target_ms: 16 }, hover < 16),
    ].every(Boolean);
  } finally {
    await browser.close();
    await server.close();
  }
}
