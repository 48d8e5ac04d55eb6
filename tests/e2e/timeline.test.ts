import { expect, it } from 'vitest';
import { describeInBrowser, useServerAndBrowser } from '../support/browser';
import { callInPage, startJournal } from '../support/browser-journal';

describeInBrowser('the intensity timeline in Chromium', () => {
  const ctx = useServerAndBrowser();

  it('is a locked preview until the second entry, then shows the line, tooltips, and scrolls the feed', async () => {
    const page = await ctx.browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    const profileId = await startJournal(page, ctx.server.url, 'timeline@example.com');
    const add = (entry: Record<string, unknown>) => callInPage<{ id: string }>(page, 'entries.add', { profileId, entry });
    const first = await add({ type: 'emotional', mood_category: 'negative', specific_mood: 'sad', intensity: 6 });
    await page.goto(`${ctx.server.url}/`);
    await page.getByText('Add 2 entries to unlock timeline').waitFor();

    for (let index = 0; index < 25; index += 1) {
      await add({ type: 'emotional', mood_category: index % 2 ? 'positive' : 'neutral', specific_mood: index % 2 ? 'happy' : 'calm', intensity: index % 10 });
    }
    await add({ type: 'affirmation', notes: 'I am learning to rest well' });
    await page.reload();
    const chart = page.getByRole('img', { name: 'Intensity over the last 30 days' });
    await chart.waitFor();
    expect(await page.getByText('Add 2 entries to unlock timeline').count()).toBe(0);
    await page.screenshot({ path: 'test-results/timeline.png' });

    const hitArea = page.getByTestId('timeline-hit-area');
    const box = (await hitArea.boundingBox())!;
    await page.mouse.move(box.x + 2, box.y + box.height / 2);
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toContain('Sad · 6/10');
    expect(await tooltip.textContent()).toContain('I am learning to res');
    await page.mouse.move(box.x + 2, box.y - 40);
    await tooltip.waitFor({ state: 'hidden' });

    await page.mouse.click(box.x + 2, box.y + box.height / 2);
    const card = page.locator(`article[data-entry-id="${first.id}"]`);
    await card.waitFor();
    await page.waitForFunction((id) => {
      const element = document.querySelector(`article[data-entry-id="${id}"]`);
      if (!element) return false;
      const rect = element.getBoundingClientRect();
      return rect.top >= 0 && rect.bottom <= window.innerHeight && element.className.includes('ring-amber');
    }, first.id);

    await page.getByRole('button', { name: 'Performance Mode' }).click();
    await page.getByRole('button', { name: 'Visual Mode' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Visual Mode' }).waitFor();
    await page.close();
  });
});
