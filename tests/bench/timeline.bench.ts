import { sql } from 'kysely';
import { launchBrowser } from '../support/browser';
import { startJournal } from '../support/browser-journal';
import { startTestServer } from '../support/node-server';
import { report } from './measure';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Chromium, 3,000 entries in the 30-day window: a full chart render (switching Visual and
 * Performance Mode redraws every point) to the painted frame, and a hover update to the frame
 * that shows it.
 */
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
    for (let run = 0; run < 10; run += 1) {
      renders.push(
        await page.evaluate(async () => {
          const toggle = document.querySelector<HTMLButtonElement>('#timeline-heading + button')!;
          const started = performance.now();
          toggle.click();
          await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
          return performance.now() - started;
        }),
      );
    }
    const hovers: number[] = [];
    const box = (await page.getByTestId('timeline-hit-area').boundingBox())!;
    for (let run = 0; run < 30; run += 1) {
      hovers.push(
        await page.evaluate(async (x) => {
          const area = document.querySelector('[data-testid="timeline-hit-area"]')!;
          const started = performance.now();
          area.dispatchEvent(new PointerEvent('pointermove', { clientX: x, clientY: 0, bubbles: true }));
          await new Promise((frame) => requestAnimationFrame(frame)); // the frame that shows the new tooltip
          return performance.now() - started;
        }, box.x + ((run * 37) % Math.floor(box.width))),
      );
    }
    const render = median(renders);
    const hover = median(hovers);
    const first = report('timeline render, 3,000 entries (Chromium)', { median_ms: render, target_ms: 100 }, render < 100);
    const second = report('timeline hover update, 3,000 entries (Chromium)', { median_ms: hover, target_ms: 16 }, hover < 16);
    return first && second;
  } finally {
    await browser.close();
    await server.close();
  }
}
