import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { freshAddress } from '../support/addresses';
import { describeInBrowser } from '../support/browser';
import { useSharedServerAndBrowser } from '../support/shared-server';
import { callInPage, startJournal } from '../support/browser-journal';
import { seedTimelineEntries } from '../support/timeline-seed';

/** A journal holding one sad feeling at 6/10, open on the home page where the timeline is still a locked preview. */
async function startWithOneEntry(page: Page, url: string, email: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  const profileId = await startJournal(page, url, email);
  const add = (entry: Record<string, unknown>) => callInPage<{ id: string }>(page, 'entries.add', { profileId, entry });
  const first = await add({ type: 'emotional', mood_category: 'negative', specific_mood: 'sad', intensity: 6 });
  await page.goto(`${url}/`);
  await page.getByText('Add 2 entries to unlock timeline').waitFor();
  return { add, first };
}

/** Waits until the entry's card is wholly in view and highlighted, as the timeline leaves it. */
const cardInViewAndHighlighted = (page: Page, entryId: string) =>
  page.waitForFunction((id) => {
    const element = document.querySelector(`article[data-entry-id="${id}"]`);
    if (!element) return false;
    const rect = element.getBoundingClientRect();
    return rect.top >= 0 && rect.bottom <= window.innerHeight && element.className.includes('ring-amber');
  }, entryId);

describeInBrowser('the intensity timeline in Chromium', () => {
  const ctx = useSharedServerAndBrowser();

  it('says the journal could not load, with a retry, rather than an empty one to unlock or analyse', async () => {
    const page = await ctx.browser.newPage({ viewport: { width: 390, height: 844 } });
    const { add } = await startWithOneEntry(page, ctx.server.url, freshAddress('timeline.unloaded'));
    for (let index = 0; index < 6; index += 1) await add({ type: 'emotional', mood_category: 'negative', specific_mood: 'sad', intensity: 6, notes: `Day ${index}` });
    await page.route(/\/trpc\/[^?]*(entries\.|insights\.)/, (route) => route.abort('failed'));
    await page.reload();
    const timeline = page.getByRole('region', { name: 'Your last 30 days' });
    await timeline.getByRole('alert').getByText('Could not load the timeline.').waitFor({ timeout: 20_000 });
    expect(await page.getByText('Add 2 entries to unlock timeline').count()).toBe(0);
    const insights = page.getByRole('region', { name: 'AI Insights' });
    await insights.getByRole('alert').getByText('An unexpected error occurred.').waitFor({ timeout: 20_000 });
    expect(await insights.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^(Generate Insights|Analyze Data)$/ }).count()).toBe(0);
    await page.screenshot({ path: 'test-results/timeline-unloaded-390.png' });

    await page.unroute(/\/trpc\/[^?]*(entries\.|insights\.)/);
    await timeline.getByRole('button', { name: 'Try again' }).click();
    await timeline.getByRole('img', { name: 'Intensity over the last 30 days' }).waitFor();
    await page.close();
  }, 60_000);

  it('is a locked preview until the second entry, then shows the line, tooltips, and scrolls the feed', async () => {
    const page = await ctx.browser.newPage();
    const { add, first } = await startWithOneEntry(page, ctx.server.url, freshAddress('timeline'));

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

    await page.mouse.click(box.x + 2, box.y + box.height / 2);
    await cardInViewAndHighlighted(page, first.id);

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
    await cardInViewAndHighlighted(page, first.id);
    expect(await filters.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');

    // Both modes are named; the pressed one is in use, Performance Mode first, and the choice is kept.
    const modes = page.getByRole('group', { name: 'Timeline mode' });
    expect(await modes.getByRole('button').allTextContents()).toEqual(['Performance Mode', 'Visual Mode']);
    await modes.getByRole('button', { name: 'Performance Mode', pressed: true }).waitFor();
    await modes.getByRole('button', { name: 'Visual Mode', pressed: false }).click();
    await modes.getByRole('button', { name: 'Visual Mode', pressed: true }).waitFor();
    expect(await modes.getByRole('button', { name: 'Performance Mode' }).getAttribute('aria-pressed')).toBe('false');
    await page.reload();
    await page.getByRole('group', { name: 'Timeline mode' }).getByRole('button', { name: 'Visual Mode', pressed: true }).waitFor();
    await page.close();
  });

  it('works from the keyboard: arrows move the highlight and announce it, Enter shows the entry in the feed, Escape clears', async () => {
    const page = await ctx.browser.newPage();
    const { add, first: sad } = await startWithOneEntry(page, ctx.server.url, freshAddress('timeline-keys'));
    // The locked preview takes no focus.
    expect(await page.locator('section[aria-labelledby="timeline-heading"] [tabindex]').count()).toBe(0);

    await add({ type: 'physical', sensation: 'pain', body_region: 'head', intensity: 3 });
    for (let index = 0; index < 10; index += 1) await add({ type: 'emotional', mood_category: 'positive', specific_mood: 'happy', intensity: 7 });
    await page.reload();
    await page.getByRole('img', { name: 'Intensity over the last 30 days', description: '12 entries over the last 30 days' }).waitFor();

    const chart = page.getByRole('application', { name: 'Intensity timeline: use the arrow keys to move between entries, Enter to show one in the feed' });
    await chart.focus();
    expect(await chart.evaluate((element) => element.matches(':focus-visible') && getComputedStyle(element).outlineStyle !== 'none')).toBe(true);
    const tooltip = page.getByRole('tooltip');
    const announced = (text: string) => page.locator('[aria-live="polite"]', { hasText: text }).waitFor();

    await page.keyboard.press('ArrowRight');
    expect(await tooltip.textContent()).toContain('Sad · 6/10');
    await announced('Sad, intensity 6 of 10 (entry 1 of 12)');
    await page.keyboard.press('ArrowRight');
    expect(await tooltip.textContent()).toContain('Pain · 3/10');
    await announced('Pain, intensity 3 of 10 (entry 2 of 12)');
    await page.keyboard.press('End');
    expect(await tooltip.textContent()).toContain('Happy · 7/10');
    await announced('Happy, intensity 7 of 10 (entry 12 of 12)');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowLeft');
    expect(await tooltip.textContent()).toContain('Sad · 6/10');
    await announced('Sad, intensity 6 of 10 (entry 1 of 12)');

    await page.keyboard.press('Enter');
    await cardInViewAndHighlighted(page, sad.id);

    await page.keyboard.press('Escape');
    await tooltip.waitFor({ state: 'hidden' });
    await page.close();
  });

  it('moves on with the clock in a tab left open: the aura empties after 4 hours, and today becomes Yesterday', async () => {
    const page = await ctx.browser.newPage();
    await page.clock.install();
    const profileId = await startJournal(page, ctx.server.url, freshAddress('timeline-clock'));
    const add = (entry: Record<string, unknown>) => callInPage(page, 'entries.add', { profileId, entry });
    await add({ type: 'emotional', mood_category: 'positive', specific_mood: 'happy', intensity: 7 });
    await add({ type: 'physical', sensation: 'pain', body_region: 'legs', intensity: 4 });
    await add({ type: 'affirmation', notes: 'I am enough' });
    await page.goto(`${ctx.server.url}/`);

    const aura = page.getByRole('img', { name: /^Your Current Aura/ });
    await page.getByRole('img', { name: 'Your Current Aura: 3 feelings in the last 4 hours' }).waitFor();
    expect(await aura.getByTestId('aura-dot').count()).toBe(3);
    const chart = page.getByRole('img', { name: 'Intensity over the last 30 days' });
    const axisLabels = () => chart.locator('.visx-axis-tick').allTextContents();
    await chart.waitFor(); // drawn once the rest of the screen is
    expect((await axisLabels()).join(' ')).toMatch(/\d:\d\d\s[AP]M/);

    await page.clock.fastForward('04:01:00');
    await page.getByRole('img', { name: 'Your Current Aura: 0 feelings in the last 4 hours' }).waitFor();
    expect(await aura.getByTestId('aura-dot').count()).toBe(0);

    await page.clock.fastForward('19:59:00');
    await page.getByRole('img', { name: 'Intensity over the last 30 days' }).getByText(/^Yesterday/).waitFor();
    // Every entry on one past day: the axis still shows where the line starts and ends.
    expect(await axisLabels()).toEqual([expect.stringMatching(/^Yesterday, \d+:\d\d [AP]M$/), expect.stringMatching(/^\d+:\d\d [AP]M$/)]);
    await page.screenshot({ path: 'test-results/timeline-one-day.png' });
    await page.close();
  });

  it('draws entries of one minute without spikes on a readable axis, a marker at each entry, and no curve across empty days', async () => {
    const page = await ctx.browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    const profileId = await startJournal(page, ctx.server.url, freshAddress('timeline-minute'));
    const add = (entry: Record<string, unknown>) => callInPage<{ id: string }>(page, 'entries.add', { profileId, entry });
    for (const [mood_category, specific_mood] of [['positive', 'happy'], ['negative', 'sad'], ['positive', 'excited']]) {
      await add({ type: 'emotional', mood_category, specific_mood, intensity: 7 });
    }
    await page.goto(`${ctx.server.url}/`);
    const chart = page.locator('svg[aria-label="Intensity over the last 30 days"]');
    await chart.waitFor();
    expect(await chart.locator('[data-timeline-marker]').count()).toBe(3);
    // One vertex for the minute: no line straight up and down; the axis spans the hour around it in distinct times.
    expect(await chart.locator('path.visx-linepath').evaluateAll((paths) => paths.map((path) => (path as SVGPathElement).getBBox().height))).toEqual([0]);
    const labels = await chart.locator('.visx-axis-tick').allTextContents();
    expect(labels.length).toBeGreaterThanOrEqual(3);
    expect(new Set(labels).size).toBe(labels.length);
    await page.screenshot({ path: 'test-results/timeline-one-minute.png' });

    // A week without entries: the curve stops and a plain dash crosses the gap.
    const { db } = ctx.server.database;
    const early = await add({ type: 'emotional', mood_category: 'negative', specific_mood: 'afraid', intensity: 9 });
    const earlier = await add({ type: 'emotional', mood_category: 'neutral', specific_mood: 'calm', intensity: 5 });
    await sql`update wellness_entries set "timestamp" = now() - interval '9 days' where id = ${early.id}`.execute(db);
    await sql`update wellness_entries set "timestamp" = now() - interval '9 days 3 hours' where id = ${earlier.id}`.execute(db);
    await page.reload();
    await chart.locator('[data-timeline-marker]').nth(4).waitFor();
    expect(await chart.locator('path.visx-linepath').count()).toBe(2);
    expect(await chart.locator('line[stroke-dasharray="2 4"]').count()).toBe(1);
    await page.screenshot({ path: 'test-results/timeline-gap.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/timeline-gap-390.png' });
    await page.close();
  });

  it('draws a busy month by its extremes: a lone peak and a lone trough survive, and a point still opens its entry', async () => {
    const page = await ctx.browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    const profileId = await startJournal(page, ctx.server.url, freshAddress('timeline-busy'));
    const { db } = ctx.server.database;
    await seedTimelineEntries(db, profileId, 3_000, 800);
    await sql`update wellness_entries set intensity = least(intensity, 5) where profile_id = ${profileId}`.execute(db);
    const add = (entry: Record<string, unknown>) => callInPage<{ id: string }>(page, 'entries.add', { profileId, entry });
    const peak = await add({ type: 'emotional', mood_category: 'positive', specific_mood: 'excited', intensity: 10 });
    const trough = await add({ type: 'emotional', mood_category: 'negative', specific_mood: 'afraid', intensity: 10 });
    // Minutes apart from the seeded entries (one every 800 s, so one falls exactly 10 and 20 days ago),
    // which would otherwise share their minute and be drawn as one averaged point.
    await sql`update wellness_entries set "timestamp" = now() - interval '20 days 7 minutes' where id = ${peak.id}`.execute(db);
    await sql`update wellness_entries set "timestamp" = now() - interval '10 days 7 minutes' where id = ${trough.id}`.execute(db);
    await page.goto(`${ctx.server.url}/`);

    await page.getByRole('img', { name: 'Intensity over the last 30 days', description: '2942 entries over the last 30 days' }).waitFor();
    // The line reaches the top (+8) and the bottom (-8) of the chart only through those two entries.
    const heights = await page.locator('svg[aria-label="Intensity over the last 30 days"] path.visx-linepath').evaluateAll((paths) => {
      const boxes = paths.map((path) => (path as SVGPathElement).getBBox());
      return { top: Math.min(...boxes.map((box) => box.y)), bottom: Math.max(...boxes.map((box) => box.y + box.height)) };
    });
    expect(heights.top).toBeLessThanOrEqual(0.5);
    expect(heights.bottom).toBeGreaterThanOrEqual(85.5);
    await page.screenshot({ path: 'test-results/timeline-busy-desktop.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('img', { name: 'Intensity over the last 30 days' }).waitFor();
    await page.screenshot({ path: 'test-results/timeline-busy-phone.png' });
    await page.setViewportSize({ width: 1280, height: 800 });

    const chart = page.getByRole('application', { name: /^Intensity timeline/ });
    await chart.focus();
    await page.keyboard.press('End');
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    await page.keyboard.press('Enter');
    await page.locator('article[data-entry-id][class*="ring-amber"]').waitFor();
    await page.close();
  }, 60_000); // 3,000 seeded entries drawn and read: on a loaded machine the default 30 s ran out
});
