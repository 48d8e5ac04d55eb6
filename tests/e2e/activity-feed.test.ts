import { CLEARING_FREES_NO_ROOM } from '../../src/shared/domain/limit-meaning';
import { ERROR_TOAST_MS } from '../../src/client/ui/toastError';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { freshAddress } from '../support/addresses';
import { describeInBrowser } from '../support/browser';
import { useSharedServerAndBrowser } from '../support/shared-server';
import { callInPage, startJournal } from '../support/browser-journal';
import { makePng } from '../support/images';

describeInBrowser('the Activity Feed in Chromium', () => {
  const ctx = useSharedServerAndBrowser();

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
    await startJournal(page, ctx.server.url, freshAddress('empty.feed'));
    await page.goto(`${ctx.server.url}/`);
    await page.getByText('What did you feel today? Use the panel above to log your feelings.').waitFor();
    expect(await page.getByText('Add details in the notes to get a helpful AI affirmation!').isVisible()).toBe(true);
    await page.close();

    const feed = await journalWithEntries(freshAddress('three.kinds'));
    const emotional = card(feed, 'Emotional entry');
    await emotional.waitFor();
    expect(await emotional.getByRole('heading', { name: 'Happy' }).isVisible()).toBe(true);
    expect(await emotional.getByRole('button', { name: 'Intensity 7/10, adjust' }).isVisible()).toBe(true);
    expect(await emotional.getByRole('button', { name: 'Trigger: Work, show details' }).isVisible()).toBe(true);
    const physical = card(feed, 'Physical entry');
    expect(await physical.getByRole('heading', { name: 'Pain' }).isVisible()).toBe(true);
    expect(await physical.getByText('Head (eyes)').isVisible()).toBe(true);
    // Named by the words it shows (WCAG 2.5.3), a press edits them.
    expect(await card(feed, 'Affirmation').getByRole('button', { name: 'I am allowed to rest.', exact: true }).isVisible()).toBe(true);
    // Every card says when, the affirmation too.
    expect(await card(feed, 'Affirmation').getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M$/).isVisible()).toBe(true);
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
    const page = await journalWithEntries(freshAddress('editor.person'));
    const physical = card(page, 'Physical entry');
    await physical.hover();
    await physical.getByRole('button', { name: 'Delete entry' }).click();
    await physical.waitFor({ state: 'detached' });
    await page.getByText('Entry deleted').waitFor({ state: 'detached' }); // closed without Undo: sent

    const emotional = card(page, 'Emotional entry');
    await emotional.getByRole('heading', { name: 'Happy' }).click();
    const notes = emotional.getByRole('textbox', { name: 'Notes' });
    const profileId = (await callInPage<{ id: string }[]>(page, 'profiles.list', undefined, 'query'))[0]!.id;
    const photo = await page.evaluate(
      async ({ profileId, bytes }) => {
        const form = new FormData();
        form.set('file', new File([new Uint8Array(bytes)], 'walk.png', { type: 'image/png' }));
        return ((await (await fetch(`/api/images?profileId=${profileId}&source=file`, { method: 'POST', body: form })).json()) as { url: string }).url;
      },
      { profileId, bytes: [...makePng({ width: 4, height: 3 })] },
    );
    await notes.fill(`A **bright** day [trap](javascript:alert(1)) and [docs](https://example.com) ![a cat](https://example.com/p.png) ![my walk](${photo})`);
    // Shift+Enter is a new line, kept as one in the card.
    await notes.press('Shift+Enter');
    await notes.pressSequentially('next line');
    await notes.press('Enter');
    await emotional.locator('strong', { hasText: 'bright' }).waitFor();

    await emotional.getByRole('button', { name: 'Trigger: Work, show details' }).click();
    await page.getByRole('button', { name: 'Edit Tags' }).click();
    for (const choice of ['Outdoor', 'With Others', 'Online', 'Yesterday']) await page.getByRole('button', { name: choice, exact: true }).click();
    await page.getByRole('heading', { name: 'Confirm Tag Changes' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await emotional.getByRole('button', { name: 'With whom: With Others, show details' }).waitFor();

    await emotional.getByRole('button', { name: 'Intensity 7/10, adjust' }).click();
    await page.getByRole('heading', { name: 'How intense is the feeling?' }).waitFor();
    await page.keyboard.press('3');
    await emotional.getByRole('button', { name: 'Intensity 3/10, adjust' }).waitFor();

    await page.reload();
    const reloaded = card(page, 'Emotional entry');
    await reloaded.waitFor();
    expect(await card(page, 'Physical entry').count()).toBe(0);
    // Markdown is drawn once the browser is idle (the notes show as text until then).
    await reloaded.locator('strong', { hasText: 'bright' }).waitFor();
    expect(await reloaded.getByRole('link', { name: 'docs' }).getAttribute('href')).toBe('https://example.com');
    // A refused address leaves its words, marked, not a link that goes nowhere.
    expect(await reloaded.getByText('trap (link removed)').evaluate((node) => node.closest('a') === null)).toBe(true);
    expect(await reloaded.getByRole('link', { name: 'trap' }).count()).toBe(0);
    // Another site's picture is a link to it (it could be a tracking pixel); the journal's own photo is drawn.
    expect(await reloaded.getByRole('link', { name: 'Image: a cat (example.com)' }).getAttribute('href')).toBe('https://example.com/p.png');
    const own = reloaded.getByRole('img', { name: 'my walk' });
    await expect.poll(() => own.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(4);
    expect(await reloaded.locator('.prose-notes img').count()).toBe(1);
    // The typed line break is drawn: the rendered text (innerText follows the layout) has it.
    expect(await reloaded.locator('.prose-notes p').innerText()).toMatch(/\nnext line$/);
    await reloaded.screenshot({ path: 'test-results/feed-notes-markdown.png' });
    for (const chip of ['Where: Outdoor', 'With whom: With Others', 'Environment: Online', 'When: Yesterday']) {
      expect(await reloaded.getByRole('button', { name: `${chip}, show details` }).isVisible()).toBe(true);
    }
    expect(await reloaded.getByRole('button', { name: 'Intensity 3/10, adjust' }).isVisible()).toBe(true);
    await page.close();
  }, 60_000);

  it('takes a delete back with Undo, sends it when the toast closes or the page is left, and keeps a refused one', async () => {
    const page = await journalWithEntries(freshAddress('undo.delete'));
    const emotional = card(page, 'Emotional entry');
    const toastCalled = (text: string) => page.getByRole('listitem').filter({ hasText: text });
    const aura = (count: number) => page.getByRole('img', { name: `Your Current Aura: ${count} feelings in the last 4 hours` });
    await aura(3).waitFor();
    await emotional.getByRole('button', { name: 'Delete entry' }).click();
    await emotional.waitFor({ state: 'detached' });
    await aura(2).waitFor(); // the aura and the timeline let go of it at once too
    await toastCalled('Entry deleted').getByRole('button', { name: 'Undo' }).click();
    await emotional.waitFor();
    await aura(3).waitFor();
    await page.reload();
    await emotional.waitFor();

    await page.route('**/trpc/entries.delete*', (route) => route.abort('internetdisconnected'));
    await emotional.getByRole('button', { name: 'Delete entry' }).click();
    await emotional.waitFor({ state: 'detached' });
    await toastCalled('Entry deleted').getByRole('button', { name: 'Close toast' }).click();
    await page.getByText('Failed to fetch').waitFor();
    await emotional.waitFor();
    await page.unroute('**/trpc/entries.delete*');

    const physical = card(page, 'Physical entry');
    await physical.getByRole('button', { name: 'Delete entry' }).click();
    await physical.waitFor({ state: 'detached' });
    await page.reload(); // within the Undo window: the delete goes out as the page is left
    const [profile] = await callInPage<{ id: string }[]>(page, 'profiles.list', undefined, 'query');
    const feedTypes = async () => {
      const feed = await callInPage<{ entries: { type: string }[] }>(page, 'entries.list', { profileId: profile!.id, type: null }, 'query');
      return feed.entries.map((entry) => entry.type).sort();
    };
    await expect.poll(feedTypes).toEqual(['affirmation', 'emotional']);
    await page.close();
  });

  it('offers notes editing by keyboard, and shows the delete button to keyboard focus', async () => {
    const page = await journalWithEntries(freshAddress('keyboard.notes'));
    const emotional = card(page, 'Emotional entry');
    const remove = emotional.getByRole('button', { name: 'Delete entry' });
    const opacity = () => remove.evaluate((node) => getComputedStyle(node).opacity);
    expect(await opacity()).toBe('0');
    await emotional.getByRole('button', { name: 'Add notes' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))).toContain('Delete entry');
    await page.waitForFunction(() => getComputedStyle(document.activeElement!).opacity === '1');

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    const notes = emotional.getByRole('textbox', { name: 'Notes' });
    await notes.fill('Typed without a mouse');
    await notes.press('Enter');
    await notes.waitFor({ state: 'detached' });
    await emotional.getByRole('button', { name: 'Edit notes' }).waitFor();
    expect(await emotional.getByText('Typed without a mouse').isVisible()).toBe(true);
    await page.close();
  });

  it('shows the delete button on touch screens without hover', async () => {
    const context = await ctx.browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const profileId = await startJournal(page, ctx.server.url, freshAddress('touch.tablet'));
    await callInPage(page, 'entries.add', { profileId, entry: { type: 'affirmation', notes: 'Touch me gently.' } });
    await page.goto(`${ctx.server.url}/`);
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
    const remove = card(page, 'Affirmation').getByRole('button', { name: 'Delete entry' });
    expect(await remove.evaluate((node) => getComputedStyle(node).opacity)).toBe('1');
    await context.close();
  });

  it('says a failed Clear all in a toast below the header, which goes by itself', async () => {
    const page = await journalWithEntries(freshAddress('clear.fails'));
    await page.route('**/trpc/entries.clear*', (route) => route.abort('failed'));
    await page.getByRole('button', { name: 'Clear all', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Clear all entries' }).click();
    const toast = page.locator('[data-sonner-toast]').first();
    await toast.waitFor();
    const headerBottom = await page.locator('header').first().evaluate((header) => header.getBoundingClientRect().bottom);
    // Polled: the toast slides in, so its first box may still be on its way.
    await expect.poll(async () => (await toast.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(headerBottom);
    await expect.poll(() => page.getByRole('article').count()).toBe(3); // the entries are back
    await toast.waitFor({ state: 'detached', timeout: ERROR_TOAST_MS + 3000 });
    await page.close();
  }, 40_000);

  it('clears all entries after a confirmation in red', async () => {
    const page = await journalWithEntries(freshAddress('clear.all'));
    await page.getByRole('button', { name: 'Clear all', exact: true }).click();
    const confirm = page.getByRole('alertdialog').getByRole('button', { name: 'Clear all entries' });
    const [red, green, blue] = await confirm.evaluate((node) => {
      const canvas = document.createElement('canvas').getContext('2d')!;
      canvas.fillStyle = getComputedStyle(node).backgroundColor;
      canvas.fillRect(0, 0, 1, 1);
      return [...canvas.getImageData(0, 0, 1, 1).data];
    });
    expect(red).toBeGreaterThan(150);
    expect(green! + blue!).toBeLessThan(red! / 2);
    // The free plan counts entries written, so clearing gives none back: said before it is done.
    expect(await page.getByRole('alertdialog').getByText(CLEARING_FREES_NO_ROOM).isVisible()).toBe(true);
    await confirm.click();
    await page.getByText('What did you feel today? Use the panel above to log your feelings.').waitFor();
    await page.reload();
    await page.getByText('What did you feel today? Use the panel above to log your feelings.').waitFor();
    await page.close();
  });

  it('keeps the typed notes when the server refuses to save them', async () => {
    const page = await journalWithEntries(freshAddress('unsaved.notes'));
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
    await startJournal(page, ctx.server.url, freshAddress('offline.feed'));
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

