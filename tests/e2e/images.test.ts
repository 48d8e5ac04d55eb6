import type { Locator } from 'playwright-core';
import { expect, it } from 'vitest';
import { freshAddress } from '../support/addresses';
import { describeInBrowser } from '../support/browser';
import { useSharedServerAndBrowser } from '../support/shared-server';
import { dismissAffirmationSuggestions, startJournal } from '../support/browser-journal';
import { makePng } from '../support/images';
import { tapsThatMiss } from '../support/tap-targets';

describeInBrowser('images in Chromium', () => {
  const ctx = useSharedServerAndBrowser();

  it('attaches a pasted image and files, shows them in the feed, and views them full screen', async () => {
    const page = await ctx.browser.newPage();
    await startJournal(page, ctx.server.url, freshAddress('photos'));
    await page.goto(`${ctx.server.url}/`);
    await page.getByRole('button', { name: /Happy/ }).click();
    await page.keyboard.press('8');
    while (!(await page.getByLabel('Why this feeling? (Add details for AI Affirmation)').isVisible())) await page.keyboard.press('Enter');

    const notes = page.getByLabel('Why this feeling? (Add details for AI Affirmation)');
    await notes.evaluate((textarea, base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], 'image.png', { type: 'image/png' }));
      textarea.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, makePng({ rgb: [30, 120, 200] }).toString('base64'));
    await page.getByRole('img', { name: 'Attached image' }).waitFor();

    await page.locator('input[type="file"]').setInputFiles([
      { name: 'second.png', mimeType: 'image/png', buffer: makePng({ rgb: [200, 40, 40] }) },
      { name: 'third.png', mimeType: 'image/png', buffer: makePng({ rgb: [40, 200, 40] }) },
    ]);
    await page.getByRole('img', { name: 'Attached image' }).nth(2).waitFor();
    await page.getByRole('button', { name: 'Remove image' }).nth(2).click();
    expect(await page.getByRole('img', { name: 'Attached image' }).count()).toBe(2);
    await page.locator('input[type="file"]').setInputFiles([{ name: 'again.png', mimeType: 'image/png', buffer: makePng() }]);
    await page.getByRole('img', { name: 'Attached image' }).nth(2).waitFor();
    await notes.fill('Three pictures of the day');
    await page.getByRole('button', { name: 'Save Entry' }).click();
    await dismissAffirmationSuggestions(page);

    const card = page.getByRole('article').first();
    await card.getByRole('button', { name: 'Expand image 3' }).waitFor();
    await page.screenshot({ path: 'test-results/feed-images.png' });
    await card.getByRole('button', { name: 'Expand image 2' }).click();
    const viewer = page.getByRole('dialog', { name: 'Image viewer' });
    await viewer.getByText('2 / 3').waitFor();
    // A modal: the page behind is hidden from screen readers and still, and Tab stays inside.
    expect(await page.getByRole('article').count()).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    for (let press = 0; press < 5; press += 1) {
      await page.keyboard.press('Tab');
      expect(await viewer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await viewer.getByRole('img', { name: 'Image 2 of 3' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await viewer.getByText('3 / 3').waitFor();
    await page.keyboard.press('ArrowRight');
    await viewer.getByText('1 / 3').waitFor();
    await page.keyboard.press('ArrowLeft');
    await viewer.getByText('3 / 3').waitFor();
    await page.screenshot({ path: 'test-results/image-viewer.png' });
    await viewer.getByText('3 / 3').click(); // a click inside the viewer is not a click on the card
    expect(await viewer.isVisible()).toBe(true);
    expect(await card.getByRole('textbox', { name: 'Notes' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Expand image 2'); // focus comes back

    await page.reload();
    await page.getByRole('article').first().getByRole('button', { name: 'Expand image 3' }).waitFor();
    await page.close();
  });

  it('attaches at most 10 images: Add Images stops there, and extra files or pastes are named as skipped', async () => {
    const page = await ctx.browser.newPage();
    await startJournal(page, ctx.server.url, freshAddress('ten.photos'));
    await page.goto(`${ctx.server.url}/`);
    await page.getByRole('button', { name: /Calm/ }).click();
    await page.keyboard.press('3');
    const notes = page.getByLabel('Why this feeling? (Add details for AI Affirmation)');
    while (!(await notes.isVisible())) await page.keyboard.press('Enter');

    const attached = page.getByRole('img', { name: 'Attached image' });
    const files = Array.from({ length: 12 }, (_, index) => ({ name: `photo-${index}.png`, mimeType: 'image/png', buffer: makePng({ rgb: [index * 20, 80, 120] }) }));
    await page.locator('input[type="file"]').setInputFiles(files);
    for (const skipped of ['photo-10.png', 'photo-11.png']) await page.getByText(`${skipped} was not added: an entry holds at most 10 images.`).waitFor();
    await page.getByRole('button', { name: 'Add Images' }).waitFor();
    expect(await attached.count()).toBe(10);
    expect(await page.getByRole('button', { name: 'Add Images' }).isDisabled()).toBe(true);
    expect(await page.getByText('10 images at most', { exact: true }).isVisible()).toBe(true);

    await notes.evaluate((textarea, base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], 'image.png', { type: 'image/png' }));
      textarea.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, makePng().toString('base64'));
    await page.getByText('image.png was not added: an entry holds at most 10 images.').waitFor();
    expect(await attached.count()).toBe(10);

    await page.setViewportSize({ width: 390, height: 844 });
    const remove = page.getByRole('button', { name: 'Remove image' }).first();
    await remove.evaluate((node) => node.scrollIntoView({ block: 'center' }));
    expect(await tapsThatMiss(remove)).toEqual([]); // a finger-sized target on a phone
    await page.setViewportSize({ width: 1280, height: 720 });
    await remove.click();
    expect(await page.getByRole('button', { name: 'Add Images' }).isDisabled()).toBe(false);
    expect(await page.getByText('10 images at most', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Save Entry' }).click();
    await page.getByRole('article').first().getByRole('button', { name: 'Expand image 9' }).waitFor();
    await page.close();
  });

  /** The colour of each image in `images`, read from its pixels, as 'r,g,b' to the nearest 10 (the stored WebP is lossy). */
  const coloursOf = (images: Locator) =>
    images.evaluateAll((nodes) =>
      nodes.map((node) => {
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = 1;
        const context = canvas.getContext('2d')!;
        context.drawImage(node as HTMLImageElement, 0, 0, 1, 1);
        return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3), (channel) => Math.round(channel / 10) * 10).join(',');
      }),
    );

  it('keeps the images in the order picked, whichever upload finishes first', async () => {
    const page = await ctx.browser.newPage();
    await startJournal(page, ctx.server.url, freshAddress('picked.order'));
    let thirdStored!: () => void;
    const third = new Promise<void>((done) => (thirdStored = done));
    await page.route(/\/api\/images\?/, async (route) => {
      const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
      // A failed attempt's page can outlive it, and its upload the file's server: nothing to answer then.
      const response = await route.fetch().catch(() => null);
      if (!response) return;
      if (body.includes('filename="two.png"')) await third; // TWO is stored last
      await route.fulfill({ response }).catch(() => {});
      if (body.includes('filename="three.png"')) thirdStored();
    });
    await page.goto(`${ctx.server.url}/`);
    await page.getByRole('button', { name: /Calm/ }).click();
    await page.keyboard.press('3');
    const notes = page.getByLabel('Why this feeling? (Add details for AI Affirmation)');
    while (!(await notes.isVisible())) await page.keyboard.press('Enter');
    const colours = { one: [200, 0, 0], two: [0, 200, 0], three: [0, 0, 200] } as const;
    await page.locator('input[type="file"]').setInputFiles(
      Object.entries(colours).map(([name, rgb]) => ({ name: `${name}.png`, mimeType: 'image/png', buffer: makePng({ rgb: [...rgb] }) })),
    );
    await page.getByRole('button', { name: 'Add Images' }).waitFor(); // no longer 'Uploading...'
    const picked = Object.values(colours).map((rgb) => rgb.join(','));
    expect(await coloursOf(page.getByRole('img', { name: 'Attached image' }))).toEqual(picked);

    await page.getByRole('button', { name: 'Save Entry' }).click();
    const card = page.getByRole('article').first();
    await card.getByRole('button', { name: 'Expand image 3' }).waitFor();
    await expect.poll(() => coloursOf(card.locator('img[src^="/api/images/"]'))).toEqual(picked);
    await page.close();
  });

  it('names every file it skips and why, in the notes step and the notes editor, in a toast that stays', async () => {
    const page = await ctx.browser.newPage();
    await page.clock.install();
    await startJournal(page, ctx.server.url, freshAddress('skipped.files'));
    await page.goto(`${ctx.server.url}/`);
    await page.getByRole('button', { name: /Calm/ }).click();
    await page.keyboard.press('3');
    const notes = page.getByLabel('Why this feeling? (Add details for AI Affirmation)');
    while (!(await notes.isVisible())) await page.keyboard.press('Enter');

    await page.locator('input[type="file"]').setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') },
      { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
      { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('a text file wearing a .png name') },
      { name: 'real.png', mimeType: 'image/png', buffer: makePng() },
    ], { timeout: 30_000 }); // the 10 MB file crosses into Chromium as base64: seconds on a busy machine
    const said = [
      'notes.txt was not added: it is not an image.',
      'huge.png was not added: images can be at most 10 MB.',
      'fake.png was not added: only PNG, JPEG, GIF and WebP images can be attached.',
    ];
    for (const sentence of said) await page.getByText(sentence).waitFor();
    await page.getByRole('img', { name: 'Attached image' }).waitFor();
    expect(await page.getByRole('img', { name: 'Attached image' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Save Entry' }).click();
    const card = page.getByRole('article').first();
    await card.getByRole('button', { name: /notes/i }).first().click();
    await card.getByRole('textbox', { name: 'Notes' }).waitFor();
    await card.locator('input[type="file"]').setInputFiles([{ name: 'diary.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') }]);
    const editorSaid = 'diary.pdf was not added: it is not an image.';
    await page.getByText(editorSaid).waitFor();
    await page.keyboard.press('Escape');

    // A timed toast beside them shows what a timer does: 'Entry deleted' (5 s) goes, the errors stay.
    await card.getByRole('button', { name: /delete/i }).click();
    const timed = page.getByText('Entry deleted');
    await timed.waitFor();
    await page.clock.fastForward(60_000);
    await timed.waitFor({ state: 'detached' });
    for (const sentence of [...said, editorSaid]) expect(await page.getByText(sentence).isVisible(), sentence).toBe(true);
    const closeButtons = page.getByRole('button', { name: 'Close toast' });
    const open = await closeButtons.count();
    await closeButtons.first().click(); // and each closes when asked
    await page.clock.fastForward(1000);
    await expect.poll(() => closeButtons.count()).toBe(open - 1);
    await page.close();
  });
});
