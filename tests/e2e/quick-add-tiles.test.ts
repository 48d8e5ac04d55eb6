import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { PRESETS } from '../../src/shared/domain/quick-add';
import { freshAddress } from '../support/addresses';
import { describeInBrowser } from '../support/browser';
import { useSharedServerAndBrowser } from '../support/shared-server';
import { callInPage, startJournal } from '../support/browser-journal';
import { signInThroughApi } from '../support/browser-sign-in';
import { ONBOARDING_ANSWERS } from '../support/onboarding-answers';

/** The quick-add tiles themselves: their pictures, their labels and their keys, on any device. */
describeInBrowser('quick-add tiles in Chromium', () => {
  const ctx = useSharedServerAndBrowser();

  async function openJournal(email: string) {
    const page = await ctx.browser.newPage();
    await startJournal(page, ctx.server.url, email);
    await page.goto(`${ctx.server.url}/`);
    await page.getByRole('status', { name: 'Loading buttons' }).waitFor({ state: 'detached' });
    return page;
  }

  it('draws every emoji from the pictures it ships, with or without a colour emoji font', async () => {
    const page = await openJournal(freshAddress('emoji.pictures'));
    const drawn = (scope: Locator) =>
      scope.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0));
    await expect.poll(() => drawn(page.locator('section[aria-labelledby="quick-add-heading"] ul'))).toEqual(Array(15).fill(true));
    await page.getByRole('button', { name: 'Quick Add Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quick Add Settings' });
    await expect.poll(() => drawn(dialog.getByRole('tabpanel'))).toEqual(Array(PRESETS.emotional.length).fill(true));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Relieved/ }).waitFor({ state: 'detached' });
    await page.close();
  });

  it('keeps every tile label word whole and inside its tile, on desktops and phones', async () => {
    /**
     * Labels (of the buttons in `scope`) with a word split over two lines other than at a hyphenation
     * point (each piece between the points is a text node of its own), or text outside the tile.
     */
    const misfits = (scope: Locator) =>
      scope.getByRole('button').evaluateAll((buttons) =>
        buttons.flatMap((button) => {
          const label = Array.from(button.querySelectorAll('span')).find((span) => span.textContent?.trim() && !span.querySelector('img'));
          if (!label) return [];
          const problems: string[] = [];
          const pieces = Array.from(label.childNodes).filter((node) => node.nodeType === Node.TEXT_NODE);
          for (const piece of pieces) {
            for (const run of (piece.textContent ?? '').matchAll(/\S+/g)) {
              const range = document.createRange();
              range.setStart(piece, run.index);
              range.setEnd(piece, run.index + run[0].length);
              const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
              if (lines.size > 1) problems.push(`${run[0]} broken`);
            }
          }
          const tile = button.getBoundingClientRect();
          const box = label.getBoundingClientRect();
          if (box.left < tile.left + 1 || box.right > tile.right - 1) problems.push(`${label.textContent} touches the edges`);
          return problems;
        }),
      );
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      const page = await ctx.browser.newPage({ viewport });
      await startJournal(page, ctx.server.url, freshAddress(`whole.words.${viewport.width}`));
      await page.goto(`${ctx.server.url}/`);
      await page.getByRole('button', { name: /Overwhelmed/ }).waitFor();
      expect(await misfits(page.locator('section[aria-labelledby="quick-add-heading"] ul'))).toEqual([]);
      await page.screenshot({ path: `test-results/quick-add-tiles-${viewport.width}.png` });
      await page.getByRole('button', { name: 'Quick Add Settings' }).click();
      const dialog = page.getByRole('dialog', { name: 'Quick Add Settings' });
      for (const tab of ['Emotional', 'Physical', 'Affirmation']) {
        await dialog.getByRole('tab', { name: tab }).click();
        expect(await misfits(dialog.getByRole('tabpanel'))).toEqual([]);
      }
      await dialog.getByRole('tab', { name: 'Emotional' }).click();
      await page.screenshot({ path: `test-results/quick-add-settings-${viewport.width}.png` });
      await page.close();
    }
  });

  it('answers a shortcut key pressed the moment the tiles show, straight after onboarding and on every load', async () => {
    const pressAtOnce = async (page: Page) => {
      // the tiles as first seen: the placeholders while the saved set loads, or the buttons themselves
      await page.getByRole('status', { name: 'Loading buttons' }).or(page.getByRole('button', { name: /^Happy/ })).first().waitFor();
      await page.keyboard.press('1');
      await page.getByRole('heading', { name: 'How intense is the feeling?' }).waitFor({ timeout: 5000 });
    };
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const page = await ctx.browser.newPage();
      await signInThroughApi(page, ctx.server.url, freshAddress(`eager.keys.${attempt}`));
      await page.waitForURL(`${ctx.server.url}/onboarding`);
      await callInPage(page, 'onboarding.start');
      for (const answer of ONBOARDING_ANSWERS) await callInPage(page, 'onboarding.answer', answer);
      await callInPage(page, 'onboarding.commit', { commitment: true });
      await callInPage(page, 'onboarding.choosePlan', { plan: 'free' });
      await page.reload();
      // A slow phone-class CPU widens any gap between the tiles being painted and the keys being heard.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await page.getByRole('button', { name: 'Begin Tracking Now' }).click();
      await pressAtOnce(page);
      await page.goto(`${ctx.server.url}/`);
      await pressAtOnce(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }); // the renderer may be shared with the next page
      await page.close();
    }
  }, 120_000); // four sign-ups, each loading the journal's chunks on a CPU six times slower
});
