import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { freshAddress } from '../support/addresses';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { describeInBrowser } from '../support/browser';
import { useSharedServerAndBrowser } from '../support/shared-server';
import { callInPage, startJournal } from '../support/browser-journal';

const SCREENSHOTS = 'artifacts/screenshots';

describeInBrowser('searching the journal in Chromium', () => {
  const ctx = useSharedServerAndBrowser();

  /** A journal of many entries, the newest one's notes typed in its card. */
  async function journalWithANote(page: Page, email: string) {
    const profileId = await startJournal(page, ctx.server.url, email);
    await callInPage(page, 'entries.add', { profileId, entry: { type: 'affirmation', notes: 'I walk at my own pace. <img src=x onerror="document.title=1">' } });
    await callInPage(page, 'entries.add', { profileId, entry: { type: 'physical', sensation: 'tingling', body_region: 'arms', specific_body_region: 'wrists' } });
    for (let index = 0; index < 12; index++) await callInPage(page, 'entries.add', { profileId, entry: { type: 'emotional', mood: 'happy', notes: `A day at the park ${index}` } });
    await callInPage(page, 'entries.add', { profileId, entry: { type: 'emotional', mood_category: 'neutral', specific_mood: 'calm' } });
    await page.goto(`${ctx.server.url}/`);
    const newest = page.getByRole('article', { name: 'Emotional entry' }).first();
    await newest.getByRole('heading', { name: 'Calm' }).click();
    const notes = newest.getByRole('textbox', { name: 'Notes' });
    await notes.fill('A picnic by the **lighthouse** with Mara, then tea');
    await notes.press('Enter');
    await newest.locator('strong', { hasText: 'lighthouse' }).waitFor();
  }

  const results = (page: Page) => page.getByRole('region', { name: 'Results' }).getByRole('article');

  it('finds a word typed in a note from the search the feed opens, marked, and narrows as the person types and filters', async () => {
    const page = await ctx.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await journalWithANote(page, freshAddress('searching.person'));

    await page.getByRole('heading', { name: 'Activity Feed' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/feed-search-box-1280x800.png` });
    await page.getByRole('link', { name: 'Search entries…' }).click();
    const box = page.getByRole('searchbox', { name: 'Search your journal' });
    await box.waitFor();
    expect(await box.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.type('lightho');
    const found = results(page);
    await found.first().waitFor();
    expect(new URL(page.url()).search).toBe('?q=lightho');
    expect(await found.count()).toBe(1);
    expect(await found.getByRole('heading').textContent()).toBe('Calm');
    expect(await found.locator('p').last().textContent()).toBe('A picnic by the lighthouse with Mara, then tea');
    expect(await found.locator('mark').allTextContents()).toEqual(['lighthouse']);
    expect(await page.title()).toBe('Search · Attune');

    await box.fill('');
    await box.pressSequentially('wa');
    await found.locator('mark', { hasText: 'walk' }).waitFor();
    await page.getByRole('status').filter({ hasText: '1 entry found.' }).waitFor();
    expect(await found.locator('mark').allTextContents()).toEqual(['walk']);
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(await page.title()).toBe('Search · Attune');

    await box.fill('a');
    await page.getByRole('status').filter({ hasText: '15 entries found.' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/search-1280x800.png` });
    await expectNoSeriousAxeViolations(page, 'search page');
    await page.getByRole('combobox', { name: 'Type' }).selectOption('physical');
    await page.getByRole('status').filter({ hasText: '1 entry found.' }).waitFor();
    expect(await found.getByRole('heading').textContent()).toBe('Tingling · arms, wrists');
    await page.getByRole('combobox', { name: 'Type' }).selectOption('');
    await page.getByRole('combobox', { name: 'Mood' }).selectOption('mood:calm');
    await page.getByRole('status').filter({ hasText: '1 entry found.' }).waitFor();
    expect(await found.locator('mark').allTextContents()).toEqual(['A']);
    await box.fill('zebra');
    await page.getByRole('status').filter({ hasText: 'No entries found.' }).waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    await box.fill('lighthouse mar');
    await page.getByRole('status').filter({ hasText: '1 entry found.' }).waitFor();
    expect(await found.locator('mark').allTextContents()).toEqual(['lighthouse', 'Mara']);
    await page.screenshot({ path: `${SCREENSHOTS}/search-390x844.png` });
    await expectNoSeriousAxeViolations(page, 'search page on a phone');

    await page.getByRole('link', { name: 'Back to the journal' }).click();
    await page.getByRole('heading', { name: 'Activity Feed' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/feed-search-box-390x844.png` });
    await page.close();
  }, 60_000);
});
