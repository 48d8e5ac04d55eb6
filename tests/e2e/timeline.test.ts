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

    const physical = await add({ type: 'physical', sensation: 'pain', body_region: 'head', intensity: 3 });
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

    const cardInViewAndHighlighted = () =>
      page.waitForFunction((id) => {
        const element = document.querySelector(`article[data-entry-id="${id}"]`);
        if (!element) return false;
        const rect = element.getBoundingClientRect();
        return rect.top >= 0 && rect.bottom <= window.innerHeight && element.className.includes('ring-amber');
      }, first.id);
    await page.mouse.click(box.x + 2, box.y + box.height / 2);
    await cardInViewAndHighlighted();

    // With the feed filtered to another type, a click shows All again, then scrolls to the entry.
    await page.waitForFunction((id) => !document.querySelector(`article[data-entry-id="${id}"]`)?.className.includes('ring-amber'), first.id);
    const filters = page.getByRole('group', { name: 'Filter entries' });
    await filters.getByRole('button', { name: 'Physical' }).click();
    await page.locator(`article[data-entry-id="${physical.id}"]`).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0)); // the filter's click may have scrolled the chart under the header
    expect(await page.locator('article[data-entry-id]').count()).toBe(1);
    const topBox = (await hitArea.boundingBox())!;
    await page.mouse.move(topBox.x + 2, topBox.y + topBox.height / 2);
    await page.mouse.click(topBox.x + 2, topBox.y + topBox.height / 2);
    await cardInViewAndHighlighted();
    expect(await filters.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');

    // One name, and the pressed state says which mode: on is Performance Mode, off is Visual Mode.
    await page.getByRole('button', { name: 'Performance Mode', pressed: true }).click();
    await page.getByRole('button', { name: 'Performance Mode', pressed: false }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Performance Mode', pressed: false }).waitFor();
    await page.close();
  });

  it('moves on with the clock in a tab left open: the aura empties after 4 hours, and today becomes Yesterday', async () => {
    const page = await ctx.browser.newPage();
    await page.clock.install();
    const profileId = await startJournal(page, ctx.server.url, 'timeline-clock@example.com');
    const add = (entry: Record<string, unknown>) => callInPage(page, 'entries.add', { profileId, entry });
    await add({ type: 'emotional', mood_category: 'positive', specific_mood: 'happy', intensity: 7 });
    await add({ type: 'physical', sensation: 'pain', body_region: 'legs', intensity: 4 });
    await add({ type: 'affirmation', notes: 'I am enough' });
    await page.goto(`${ctx.server.url}/`);

    const aura = page.getByRole('img', { name: /^Your Current Aura/ });
    await page.getByRole('img', { name: 'Your Current Aura: 3 feelings in the last 4 hours' }).waitFor();
    expect(await aura.getByTestId('aura-dot').count()).toBe(3);
    const axisLabels = () => page.getByRole('img', { name: 'Intensity over the last 30 days' }).locator('.visx-axis-tick').allTextContents();
    expect((await axisLabels()).join(' ')).toMatch(/\d:\d\d\s[AP]M/);

    await page.clock.fastForward('04:01:00');
    await page.getByRole('img', { name: 'Your Current Aura: 0 feelings in the last 4 hours' }).waitFor();
    expect(await aura.getByTestId('aura-dot').count()).toBe(0);

    await page.clock.fastForward('19:59:00');
    await page.getByRole('img', { name: 'Intensity over the last 30 days' }).getByText('Yesterday').waitFor();
    expect(await axisLabels()).not.toContainEqual(expect.stringMatching(/\d:\d\d/));
    await page.close();
  });
});
