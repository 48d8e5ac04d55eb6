import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { freshAddress } from '../support/addresses';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { describeInBrowser } from '../support/browser';
import { useSharedServerAndBrowser } from '../support/shared-server';
import { callInPage, startJournal } from '../support/browser-journal';
import { createEntry } from '../support/factories';

const SCREENS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const nameOf = (page: Page, day: string) => page.locator(`button[data-day="${day}"] .sr-only`).textContent();
const backgroundOf = (page: Page, day: string) => page.locator(`button[data-day="${day}"]`).evaluate((element) => getComputedStyle(element).backgroundColor);

describeInBrowser('the calendar and the statistics in Chromium (issue 36)', () => {
  const ctx = useSharedServerAndBrowser();

  it('colours a seeded month by its feelings in the account’s zone, and a day opens the feed filtered to it', async () => {
    const page = await ctx.browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    const profileId = await startJournal(page, ctx.server.url, freshAddress('calendar'));
    await callInPage(page, 'preferences.saveTimeZone', { timeZone: 'America/New_York' });
    const { db } = ctx.server.database;
    const feel = (timestamp: string, mood: 'positive' | 'negative', intensity: number) =>
      createEntry(db, profileId, { timestamp: new Date(timestamp), mood_category: mood, specific_mood: mood === 'positive' ? 'happy' : 'sad', intensity });
    for (const hour of ['14', '15', '16']) await feel(`2026-03-10T${hour}:00:00Z`, 'negative', 8);
    await feel('2026-03-11T15:00:00Z', 'positive', 3);
    await feel('2026-03-12T03:30:00Z', 'positive', 3); // 23:30 on the 11th in New York
    await createEntry(db, profileId, { timestamp: new Date('2026-03-12T15:00:00Z'), type: 'physical', mood_category: null, specific_mood: null, sensation: 'pain', intensity: 4 });

    await page.goto(`${ctx.server.url}/calendar?month=2026-03`);
    await page.getByRole('heading', { name: 'March 2026' }).waitFor();
    await page.getByRole('button', { name: 'Tuesday, March 10, 2026: 3 entries, negative feelings, strong' }).waitFor();
    expect(await backgroundOf(page, '2026-03-10')).toBe('rgb(190, 18, 60)'); // negative, strong
    expect(await backgroundOf(page, '2026-03-11')).toBe('rgb(153, 246, 228)'); // positive, mild
    expect(await nameOf(page, '2026-03-11')).toBe('Wednesday, March 11, 2026: 2 entries, positive feelings, mild');
    expect(await nameOf(page, '2026-03-12')).toContain('1 entry, no feelings logged, 1 physical sensation');
    await page.getByRole('switch', { name: 'Physical sensations' }).click();
    expect(await nameOf(page, '2026-03-12')).toBe('Thursday, March 12, 2026: no entries');

    // The year in pixels: one tab stop, arrows move by a day, Enter opens it.
    const year = page.getByRole('grid', { name: 'Year in pixels, 2026' });
    await year.focus();
    await page.keyboard.press('ArrowDown');
    await page.locator('p[aria-live="polite"]', { hasText: 'Monday, March 2, 2026: no entries' }).waitFor();
    expect(await year.getAttribute('aria-activedescendant')).toBe(await page.locator('[role="gridcell"][data-day="2026-03-02"]').getAttribute('id'));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.locator('p[aria-live="polite"]', { hasText: 'Monday, March 16, 2026' }).waitFor();

    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      await expectNoSeriousAxeViolations(page, `calendar (${screen.name})`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.width);
      await page.screenshot({ path: `artifacts/screenshots/calendar-${screen.name}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator('button[data-day="2026-03-10"]').click();
    await page.waitForURL(`${ctx.server.url}/?day=2026-03-10`);
    await page.getByText('Showing the entries of Tuesday, March 10, 2026').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('article[data-entry-id]').length === 3);
    await page.getByRole('button', { name: 'Show every day' }).click();
    await page.waitForFunction(() => document.querySelectorAll('article[data-entry-id]').length === 6);
  }, 120_000);

  it("shows the seeded 'work' pattern on /stats with its counts", async () => {
    const page = await ctx.browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    const profileId = await startJournal(page, ctx.server.url, freshAddress('stats'));
    const { db } = ctx.server.database;
    for (let index = 0; index < 70; index += 1) {
      const work = index < 30;
      const negative = work ? index < 24 : index < 40;
      await createEntry(db, profileId, {
        timestamp: new Date(Date.now() - (index % 20) * 86_400_000 - 3_600_000),
        trigger: work ? 'work' : 'family',
        mood_category: negative ? 'negative' : 'positive',
        specific_mood: negative ? 'stressed' : 'happy',
        intensity: negative ? 7 : 4,
      });
    }
    await page.goto(`${ctx.server.url}/stats`);
    await page.getByRole('heading', { name: 'Tags and negative feelings' }).waitFor();
    await page.getByText('Pattern: Work').waitFor();
    expect(await page.getByText('24 of 30 with it, 10 of 40 without').count()).toBe(1);
    expect(await page.getByRole('row', { name: /^Work 24 of 30 \(80%\) 10 of 40 \(25%\)/ }).count()).toBe(1);
    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      await expectNoSeriousAxeViolations(page, `statistics (${screen.name})`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.width);
      await page.screenshot({ path: `artifacts/screenshots/stats-${screen.name}.png`, fullPage: true });
    }
    await page.getByRole('button', { name: '7 days' }).click();
    await page.waitForFunction(() => document.querySelector('button[aria-pressed="true"]')?.textContent === '7 days');
  }, 120_000);
});
