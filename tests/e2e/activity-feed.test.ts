import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, useServerAndBrowser } from '../support/browser';
import { callInPage, startJournal } from '../support/browser-journal';

describeInBrowser('the Activity Feed in Chromium', () => {
  const ctx = useServerAndBrowser();

  async function journalWithEntries(email: string) {
    const page = await ctx.browser.newPage();
    const profileId = await startJournal(page, ctx.server.url, email);
    const add = (entry: Record<string, unknown>) => callInPage(page, 'entries.add', { profileId, entry });
    await add({ type: 'affirmation', notes: 'I am allowed to rest.' });
    await add({ type: 'physical', sensation: 'pain', body_region: 'head', specific_body_region: 'eyes', intensity: 6 });
    await add({ type: 'emotional', mood_category: 'positive', specific_mood: 'happy', intensity: 7, trigger: 'work' });
    await page.goto(`${ctx.server.url}/`);
    await page.getByRole('heading', { name: 'Activity Feed' }).waitFor();
    return page;
  }

  const card = (page: Page, name: string) => page.getByRole('article', { name });

  it('shows the empty state, then each entry type in its own card, newest first', async () => {
    const page = await ctx.browser.newPage();
    await startJournal(page, ctx.server.url, 'empty.feed@example.com');
    await page.goto(`${ctx.server.url}/`);
    await page.getByText('What did you feel today? Use the panel above to log your feelings.').waitFor();
    expect(await page.getByText('Add details in the notes to get a helpful AI affirmation!').isVisible()).toBe(true);
    await page.close();

    const feed = await journalWithEntries('three.kinds@example.com');
    const emotional = card(feed, 'Emotional entry');
    await emotional.waitFor();
    expect(await emotional.getByRole('heading', { name: 'Happy' }).isVisible()).toBe(true);
    expect(await emotional.getByRole('button', { name: 'Intensity 7/10, adjust' }).isVisible()).toBe(true);
    expect(await emotional.getByRole('button', { name: 'Work' }).isVisible()).toBe(true);
    const physical = card(feed, 'Physical entry');
    expect(await physical.getByRole('heading', { name: 'Pain' }).isVisible()).toBe(true);
    expect(await physical.getByText('Head (eyes)').isVisible()).toBe(true);
    expect(await card(feed, 'Affirmation').getByText('I am allowed to rest.').isVisible()).toBe(true);
    const order = await feed.getByRole('article').evaluateAll((cards) => cards.map((node) => node.getAttribute('aria-label')));
    expect(order).toEqual(['Emotional entry', 'Physical entry', 'Affirmation']);
    await feed.screenshot({ path: 'test-results/feed-desktop.png', fullPage: true });

    await feed.getByRole('button', { name: 'Physical', exact: true }).click();
    await feed.waitForFunction(() => document.querySelectorAll('article').length === 1);
    expect(await card(feed, 'Physical entry').isVisible()).toBe(true);
    await feed.getByRole('button', { name: 'All', exact: true }).click();
    await card(feed, 'Emotional entry').waitFor();
    await feed.close();
  });

  it('deletes, edits notes as safe Markdown, tags and intensity, and keeps the changes after a reload', async () => {
    const page = await journalWithEntries('editor.person@example.com');
    const physical = card(page, 'Physical entry');
    await physical.hover();
    await physical.getByRole('button', { name: 'Delete entry' }).click();
    await physical.waitFor({ state: 'detached' });

    const emotional = card(page, 'Emotional entry');
    await emotional.getByRole('heading', { name: 'Happy' }).click();
    const notes = emotional.getByRole('textbox', { name: 'Notes' });
    await notes.fill('A **bright** day [trap](javascript:alert(1)) and [docs](https://example.com) ![x](https://example.com/p.png)');
    await notes.press('Enter');
    await emotional.locator('strong', { hasText: 'bright' }).waitFor();

    await emotional.getByRole('button', { name: 'Work' }).click();
    await page.getByRole('button', { name: 'Edit Tags' }).click();
    for (const choice of ['Outdoor', 'With Others', 'Online', 'Yesterday']) await page.getByRole('button', { name: choice, exact: true }).click();
    await page.getByRole('heading', { name: 'Confirm Tag Changes' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await emotional.getByRole('button', { name: 'With Others' }).waitFor();

    await emotional.getByRole('button', { name: 'Intensity 7/10, adjust' }).click();
    await page.getByRole('heading', { name: 'How intense is the feeling?' }).waitFor();
    await page.keyboard.press('3');
    await emotional.getByRole('button', { name: 'Intensity 3/10, adjust' }).waitFor();

    await page.reload();
    const reloaded = card(page, 'Emotional entry');
    await reloaded.waitFor();
    expect(await card(page, 'Physical entry').count()).toBe(0);
    expect(await reloaded.locator('strong', { hasText: 'bright' }).isVisible()).toBe(true);
    expect(await reloaded.getByRole('link', { name: 'docs' }).getAttribute('href')).toBe('https://example.com');
    const trapHref = await reloaded.getByText('trap').evaluate((node) => node.closest('a')?.getAttribute('href') ?? '');
    expect(trapHref).not.toMatch(/javascript/i);
    expect(await reloaded.locator('img').count()).toBe(0); // a Markdown image could be another site's tracking pixel
    for (const chip of ['Outdoor', 'With Others', 'Online', 'Yesterday']) {
      expect(await reloaded.getByRole('button', { name: chip, exact: true }).isVisible()).toBe(true);
    }
    expect(await reloaded.getByRole('button', { name: 'Intensity 3/10, adjust' }).isVisible()).toBe(true);
    await page.close();
  });

  it('clears all entries after a confirmation', async () => {
    const page = await journalWithEntries('clear.all@example.com');
    await page.getByRole('button', { name: 'Clear all', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Clear all entries' }).click();
    await page.getByText('What did you feel today? Use the panel above to log your feelings.').waitFor();
    await page.reload();
    await page.getByText('What did you feel today? Use the panel above to log your feelings.').waitFor();
    await page.close();
  });

  it('keeps the typed notes when the server refuses to save them', async () => {
    const page = await journalWithEntries('unsaved.notes@example.com');
    const emotional = card(page, 'Emotional entry');
    await emotional.getByRole('heading', { name: 'Happy' }).click();
    await page.route('**/trpc/entries.update*', (route) => route.abort('internetdisconnected'));
    const notes = emotional.getByRole('textbox', { name: 'Notes' });
    await notes.fill('Words worth keeping');
    await notes.press('Enter');
    await page.getByText('Failed to fetch').waitFor();
    expect(await notes.inputValue()).toBe('Words worth keeping');
    await page.unroute('**/trpc/entries.update*');
    await emotional.getByRole('button', { name: 'Save', exact: true }).click();
    await notes.waitFor({ state: 'detached' });
    expect(await emotional.getByText('Words worth keeping').isVisible()).toBe(true);
    await page.close();
  });

  it('says when the entries cannot be fetched, and tries again on request', async () => {
    const page = await ctx.browser.newPage();
    await startJournal(page, ctx.server.url, 'offline.feed@example.com');
    await page.goto(`${ctx.server.url}/`);
    await page.getByText('What did you feel today? Use the panel above to log your feelings.').waitFor();
    const feedRequests = (url: URL) => url.pathname.includes('entries.list');
    await page.route(feedRequests, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Physical', exact: true }).click();
    await page.getByText('An unexpected error occurred while fetching entries.').waitFor();
    await page.unroute(feedRequests);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('No entries of this kind yet.').waitFor();
    await page.close();
  });
});

