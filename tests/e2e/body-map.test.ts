import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { freshAddress } from '../support/addresses';
import { describeInBrowser } from '../support/browser';
import { useSharedServerAndBrowser } from '../support/shared-server';
import { startJournal } from '../support/browser-journal';
import { expectNoSeriousAxeViolations } from '../support/axe';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** The darkest heat colour: the place felt most often (src/client/features/body-map/HeatPatterns.tsx). */
const MOST_OFTEN = '#7f1d1d';

describeInBrowser('the body map in Chromium (issue 38)', () => {
  const ctx = useSharedServerAndBrowser();

  async function openJournal(email: string, viewport: typeof DESKTOP) {
    // the phone is a touch screen
    const page = await ctx.browser.newPage({ viewport, hasTouch: viewport === PHONE });
    page.setDefaultTimeout(8000);
    await startJournal(page, ctx.server.url, email);
    await page.goto(`${ctx.server.url}/`);
    await page.getByRole('status', { name: 'Loading buttons' }).waitFor({ state: 'detached' });
    return page;
  }
  const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
  /** The aria-label of what has the focus. */
  const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '');

  /** Pain at 8 on the left shoulder, through the map; the tags answered, the notes skipped. */
  async function logLeftShoulderPain(page: Page, screenshot: string) {
    await page.getByRole('button', { name: /Pain/ }).click();
    await button(page, 'Press 8').click();
    await page.getByRole('heading', { name: 'Where do you feel it?' }).waitFor();
    const front = page.getByRole('group', { name: 'Front of the body: choose where you feel it' });
    await front.waitFor();
    // the four regions stay, the first one focused, as the region step always was
    expect(await focusedLabel(page)).toBe('Head');
    await expectNoSeriousAxeViolations(page, 'quick add, where do you feel it');
    const leftShoulder = front.getByRole('button', { name: 'Left shoulder', exact: true });
    await (screenshot === 'phone' ? leftShoulder.tap() : leftShoulder.click());
    expect(await page.getByRole('group', { name: 'Side' }).getByRole('button', { name: 'Left', pressed: true }).isVisible()).toBe(true);
    await page.screenshot({ path: `test-results/body-map-quick-add-${screenshot}.png`, fullPage: true });
    await button(page, 'Use this place').click();
    for (const [question, answer] of [['What triggered this?', 'Work'], ['Where are you?', 'Indoor'], ['Who are you with?', 'Alone'], ['When did this happen?', 'Today'], ['What environment?', 'Offline']]) {
      await page.getByRole('heading', { name: question }).waitFor();
      await button(page, answer!).click();
    }
    await button(page, 'Skip Details').click();
  }

  it('logs pain at 8 on the left shoulder on the map; the card says so, and the map heats that place, chosen by keyboard to filter the feed', async () => {
    const page = await openJournal(freshAddress('left.shoulder'), DESKTOP);
    await logLeftShoulderPain(page, 'desktop');

    const card = page.getByRole('article', { name: 'Physical entry' }).first();
    await card.getByText('Torso (left shoulder)').waitFor();
    expect(await card.getByText('8/10').isVisible()).toBe(true);
    await card.screenshot({ path: 'test-results/body-map-card-desktop.png' });

    // The button remembers its place: the next pain offers it first.
    await page.getByRole('button', { name: /Pain/ }).click();
    await button(page, 'Press 3').click();
    await button(page, 'Same as last time: Left shoulder').waitFor();
    expect(await focusedLabel(page)).toBe('Same as last time: Left shoulder');
    // The figure by keyboard: one Tab into it, the arrows to a place, Enter to choose it.
    await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe('Face');
    for (let step = 0; step < 40 && (await focusedLabel(page)) !== 'Right knee'; step += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await page.getByRole('group', { name: 'Side' }).getByRole('button', { name: 'Right', pressed: true }).isVisible()).toBe(true);
    await button(page, 'Both').click();
    await page.getByText('Both knees', { exact: true }).waitFor();
    await button(page, 'Cancel').click();

    await button(page, 'Body map').click();
    await page.getByRole('heading', { name: 'Body map' }).waitFor();
    const front = page.getByRole('group', { name: 'Front of the body: where sensations were felt' });
    const shoulder = front.getByRole('button', { name: 'Left shoulder: 1 time, mean intensity 8.0/10, most often' });
    await shoulder.waitFor();
    expect(await shoulder.getAttribute('fill')).toBe(MOST_OFTEN);
    expect(await front.getByRole('button', { name: 'Right shoulder: not felt' }).getAttribute('fill')).toBe('#ffffff');
    const table = page.getByRole('table', { name: /^Where sensations were felt/ });
    expect(await table.getByRole('row').nth(1).innerText()).toMatch(/^Left shoulder\s+1\s+8\.0\/10\s+Most often$/);
    await expectNoSeriousAxeViolations(page, 'the body map');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: 'test-results/body-map-view-desktop.png', fullPage: true });

    // By keyboard: Tab from the view switch into the front figure, arrows to the left shoulder, Enter.
    await button(page, 'Body map').focus();
    for (let tab = 0; tab < 10 && !(await page.evaluate(() => document.activeElement?.hasAttribute('data-place'))); tab += 1) await page.keyboard.press('Tab');
    for (let step = 0; step < 60 && !(await focusedLabel(page)).startsWith('Left shoulder'); step += 1) await page.keyboard.press('ArrowDown');
    expect(await focusedLabel(page)).toBe('Left shoulder: 1 time, mean intensity 8.0/10, most often');
    await page.locator('section[aria-labelledby="timeline-heading"] figure').first().screenshot({ path: 'test-results/body-map-keyboard-focus.png' });
    await page.keyboard.press('Enter');
    await page.getByText(/^Showing sensations felt at: Left shoulder, /).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('article').length === 1);
    expect(await page.getByRole('article').getByText('Torso (left shoulder)').isVisible()).toBe(true);
    expect(await shoulder.getAttribute('aria-pressed')).toBe('true');
    expect(new URL(page.url()).searchParams.get('body')).toBe('torso.shoulders.left');

    // The details show the place with its small map.
    await button(page, 'Show every entry').click();
    await page.getByRole('article', { name: 'Physical entry' }).getByRole('button', { name: /^Trigger: Work/ }).click();
    const details = page.getByRole('dialog');
    await details.getByText('Torso (left shoulder)').waitFor();
    await details.screenshot({ path: 'test-results/body-map-details-desktop.png' });
    await expectNoSeriousAxeViolations(page, 'the details of a sensation');
    await page.close();
  }, 90_000);

  it('draws the region step, the card and the body map on a 390 px phone', async () => {
    const page = await openJournal(freshAddress('phone.shoulder'), PHONE);
    await logLeftShoulderPain(page, 'phone');
    const card = page.getByRole('article', { name: 'Physical entry' }).first();
    await card.getByText('Torso (left shoulder)').waitFor();
    await card.screenshot({ path: 'test-results/body-map-card-phone.png' });
    await button(page, 'Body map').click();
    await page.getByRole('button', { name: 'Left shoulder: 1 time, mean intensity 8.0/10, most often' }).waitFor();
    await expectNoSeriousAxeViolations(page, 'the body map on a phone');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: 'test-results/body-map-view-phone.png', fullPage: true });
    await page.close();
  });
});
