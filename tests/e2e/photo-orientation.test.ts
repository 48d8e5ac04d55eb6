import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { freshAddress } from '../support/addresses';
import { describeInBrowser, useServerAndBrowser } from '../support/browser';
import { callInPage, startJournal } from '../support/browser-journal';
import { makeOrientedJpeg } from '../support/images';

/** Uploads a file from inside the page, as the app's Add Images does; returns its key. */
async function uploadInPage(page: Page, profileId: string, bytes: Buffer): Promise<string> {
  return page.evaluate(
    async ({ profileId, base64 }) => {
      const form = new FormData();
      form.set('file', new File([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], 'IMG_0001.jpg', { type: 'image/jpeg' }));
      const response = await fetch(`/api/images?profileId=${profileId}&source=file`, { method: 'POST', body: form });
      return ((await response.json()) as { key: string }).key;
    },
    { profileId, base64: bytes.toString('base64') },
  );
}

/**
 * What an <img> shows: the picture it loaded (its pixel size: naturalWidth is scaled by srcset's
 * width descriptor), whether that was the thumbnail, and the colour at its top left and bottom right.
 */
async function shown(image: Locator) {
  await image.evaluate((element: HTMLImageElement) => element.decode());
  return image.evaluate(async (element: HTMLImageElement) => {
    const bitmap = await createImageBitmap(await (await fetch(element.currentSrc)).blob());
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const colour = (x: number, y: number) => {
      const [red, , blue] = context.getImageData(x, y, 1, 1).data;
      return red! > blue! + 100 ? 'red' : blue! > red! + 100 ? 'blue' : 'unclear';
    };
    const { width, height } = canvas;
    return { size: `${width}×${height}`, thumbnail: element.currentSrc.endsWith('?size=thumb'), topLeft: colour(2, 2), bottomRight: colour(width - 3, height - 3) };
  });
}

describeInBrowser('a photo taken on its side, in Chromium', () => {
  const ctx = useServerAndBrowser();

  // The camera wrote 40×20 pixels, red on the left, and an EXIF Orientation saying how to turn them.
  const upright = {
    3: { size: '40×20', topLeft: 'blue', bottomRight: 'red' }, // half a turn
    6: { size: '20×40', topLeft: 'red', bottomRight: 'blue' }, // a quarter turn clockwise
    8: { size: '20×40', topLeft: 'blue', bottomRight: 'red' }, // a quarter turn anticlockwise
  } as const;

  it.each([3, 6, 8] as const)('with Orientation %i shows upright in the card and in the viewer', async (orientation) => {
    const page = await ctx.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const profileId = await startJournal(page, ctx.server.url, freshAddress(`sideways-${orientation}`));
    const key = await uploadInPage(page, profileId, makeOrientedJpeg(orientation));
    await callInPage(page, 'entries.add', { profileId, entry: { type: 'emotional', mood_category: 'positive', specific_mood: 'happy', notes: 'Sideways', images: [key] } });
    await page.goto(`${ctx.server.url}/`);

    const card = page.getByRole('article').first();
    const thumbnail = card.getByRole('img', { name: 'Entry image' });
    expect(await thumbnail.getAttribute('loading')).toBe('lazy');
    expect([await thumbnail.getAttribute('width'), await thumbnail.getAttribute('height')]).toEqual(['112', '112']);
    expect(await shown(thumbnail)).toEqual({ ...upright[orientation], thumbnail: true });

    await card.getByRole('button', { name: 'Expand image 1' }).click();
    const viewed = page.getByRole('dialog', { name: 'Image viewer' }).getByRole('img', { name: 'Image 1 of 1' });
    await viewed.waitFor();
    expect(await shown(viewed)).toEqual({ ...upright[orientation], thumbnail: false });
    if (orientation === 6) await page.screenshot({ path: 'test-results/photo-upright-viewer.png' });
    await page.close();
  });
});
