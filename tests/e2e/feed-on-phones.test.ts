import { expect, it } from 'vitest';
import { freshAddress } from '../support/addresses';
import { describeInBrowser } from '../support/browser';
import { useSharedServerAndBrowser } from '../support/shared-server';
import { callInPage, startJournal } from '../support/browser-journal';
import { tapsThatMiss } from '../support/tap-targets';

const PHONE = { width: 390, height: 844 };
const LONG_URL = `https://example.com/${'a-very-long-path-segment'.repeat(12)}`;

describeInBrowser('the Activity Feed on a 390 px phone', () => {
  const ctx = useSharedServerAndBrowser();

  it('keeps long words inside the cards, and gives every small control a finger-sized target', async () => {
    const page = await ctx.browser.newPage({ viewport: PHONE });
    page.setDefaultTimeout(5000);
    const profileId = await startJournal(page, ctx.server.url, freshAddress('phone.layout'));
    const add = (entry: Record<string, unknown>) => callInPage(page, 'entries.add', { profileId, entry });
    await add({ type: 'affirmation', notes: `Unstoppable${'-and-unbreakable'.repeat(10)}` });
    await add({ type: 'emotional', mood_category: 'negative', specific_mood: 'anxious', intensity: 6, notes: `See ${LONG_URL} for more` });
    await page.goto(`${ctx.server.url}/`);
    const emotional = page.getByRole('article', { name: 'Emotional entry' });
    await emotional.getByText(/for more/).waitFor();

    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: 'test-results/feed-phone.png', fullPage: true });
    // The filters in one row, each label whole on one line (no 'Affirma-tion').
    const filters = await page.getByRole('group', { name: 'Filter entries' }).getByRole('button').evaluateAll((buttons) =>
      buttons.map((button) => ({ top: button.getBoundingClientRect().top, height: button.getBoundingClientRect().height, right: button.getBoundingClientRect().right })),
    );
    expect(new Set(filters.map((filter) => filter.top)).size).toBe(1);
    for (const filter of filters) expect(filter.height).toBeLessThanOrEqual(44);
    expect(Math.max(...filters.map((filter) => filter.right))).toBeLessThanOrEqual(390);

    const controls = [
      emotional.getByRole('button', { name: 'Delete entry' }),
      emotional.getByRole('button', { name: 'Intensity 6/10, adjust' }),
      emotional.getByRole('button', { name: 'Edit notes' }),
      ...['Trigger: Other', 'With whom: Alone', 'Where: Indoor', 'Environment: Offline', 'When: Just Now'].map((chip) =>
        emotional.getByRole('button', { name: `${chip}, show details` }),
      ),
      ...['All', 'Emotional', 'Physical', 'Affirmations'].map((name) => page.getByRole('button', { name, exact: true })),
    ];
    for (const control of controls) {
      await control.evaluate((node) => node.scrollIntoView({ block: 'center' })); // clear of the sticky header
      expect(await tapsThatMiss(control)).toEqual([]);
    }
    const deleteBox = await controls[0]!.boundingBox();
    expect(deleteBox!.width).toBeGreaterThanOrEqual(44);
    expect(deleteBox!.height).toBeGreaterThanOrEqual(44);

    await emotional.getByRole('button', { name: 'When: Just Now, show details' }).click();
    const details = page.getByRole('dialog', { name: 'Anxious' });
    await details.getByText('Just Now').waitFor();
    expect(await tapsThatMiss(details.getByRole('button', { name: 'Close' }))).toEqual([]);
    const dialogBox = await details.boundingBox();
    expect(dialogBox!.x).toBeGreaterThanOrEqual(0);
    expect(dialogBox!.x + dialogBox!.width).toBeLessThanOrEqual(PHONE.width);
    await page.close();
  });
});
