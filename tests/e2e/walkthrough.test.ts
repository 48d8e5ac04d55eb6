import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { WALKTHROUGH_STEPS } from '../../src/client/features/walkthrough/walkthroughSteps';
import { WALKTHROUGH } from '../../src/shared/domain/walkthrough-placement';
import { freshAddress } from '../support/addresses';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { describeInBrowser, withWalkthrough } from '../support/browser';
import { useSharedServerAndBrowser } from '../support/shared-server';
import { callInPage, startJournal } from '../support/browser-journal';

const SCREENSHOTS = 'artifacts/screenshots';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
type Size = { width: number; height: number };
type Box = Size & { x: number; y: number };

/**
 * A new account's journal opened in a page that lets the guided tour show. No wait for the page's
 * heading: the tour may already be open, and a modal leaves the page behind it out of the roles.
 * Its address is kept short: the journal, named from it, is in the quick-add heading, and a name
 * that wraps that heading makes the panel too tall for the tooltip below it to keep its gap.
 */
async function openNewJournal(page: Page, url: string, email: string) {
  await withWalkthrough(page);
  const profileId = await startJournal(page, url, email);
  await page.goto(`${url}/`);
  return profileId;
}

const tourDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const completedFlag = (page: Page, profileId: string) => page.evaluate((key) => localStorage.getItem(key), `walkthroughCompleted_${profileId}`);
const focusedButton = (page: Page) => page.evaluate(() => (document.activeElement?.closest('[role="dialog"]') ? document.activeElement.textContent : null));

/** The gap between the tooltip and its target, on the side the tooltip is on; negative when they overlap. */
const gapBetween = (tooltip: Box, target: Box) =>
  Math.max(
    tooltip.y - (target.y + target.height),
    target.y - (tooltip.y + tooltip.height),
    tooltip.x - (target.x + target.width),
    target.x - (tooltip.x + tooltip.width),
  );

function expectInsideViewport(tooltip: Box, viewport: Size) {
  const margin = WALKTHROUGH.marginPx - 0.5;
  expect(tooltip.x).toBeGreaterThanOrEqual(margin);
  expect(tooltip.y).toBeGreaterThanOrEqual(margin);
  expect(tooltip.x + tooltip.width).toBeLessThanOrEqual(viewport.width - margin);
  expect(tooltip.y + tooltip.height).toBeLessThanOrEqual(viewport.height - margin);
}

/** Waits until the tooltip has settled beside its target (a step may scroll the page first), then checks where it is. */
async function expectBesideTarget(page: Page, dialog: Locator, target: string, viewport: Size) {
  const boxes = async () => ({ tooltip: (await dialog.boundingBox())!, target: (await page.locator(`[data-walkthrough="${target}"]`).boundingBox())! });
  await expect.poll(async () => {
    const { tooltip, target: box } = await boxes();
    return Math.round(gapBetween(tooltip, box));
  }).toBe(WALKTHROUGH.gapPx);
  expectInsideViewport((await boxes()).tooltip, viewport);
}

/** Shows each step in turn with Enter on its focused button, checking the title, the count and the place. */
async function stepThroughWithKeyboard(page: Page, viewport: Size, { steps = WALKTHROUGH_STEPS, screenshot = '' } = {}) {
  for (const [index, step] of steps.entries()) {
    const dialog = tourDialog(page, step.title);
    await dialog.getByText(`Step ${index + 1} of ${steps.length}`).waitFor();
    const last = index === steps.length - 1;
    await expect.poll(() => focusedButton(page)).toBe(last ? 'Got it!' : 'Next');
    await expectBesideTarget(page, dialog, step.target, viewport);
    if (screenshot) await page.screenshot({ path: `${SCREENSHOTS}/walkthrough-${index + 1}-${step.target}-${screenshot}.png`, animations: 'disabled' });
    await page.keyboard.press('Enter');
  }
}

/** Takes the eye button's mark off as soon as it is drawn: a page where that step has no target. */
function withoutExerciseTarget() {
  const unmark = () => document.querySelectorAll('[data-walkthrough="exercise"]').forEach((element) => element.removeAttribute('data-walkthrough'));
  new MutationObserver(unmark).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-walkthrough'] });
}

describeInBrowser('the guided walkthrough of a new journal in Chromium', () => {
  const ctx = useSharedServerAndBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });

  it('walks a new journal through its five steps by keyboard, once: Previous goes back, Got it! finishes for good', async () => {
    const page = await ctx.browser.newPage({ viewport: DESKTOP });
    const profileId = await openNewJournal(page, ctx.server.url, freshAddress('tour.keys'));

    const first = tourDialog(page, 'Your Profiles & Sharing');
    await first.getByText('Step 1 of 5').waitFor();
    expect(await first.getAttribute('aria-modal')).toBe('true');
    await expect.poll(() => focusedButton(page)).toBe('Next');
    expect(await first.getByRole('button', { name: 'Previous' }).count()).toBe(0);
    await expectNoSeriousAxeViolations(page, 'the walkthrough, step 1');

    // Tab stays in the tooltip: from Next it wraps round to Skip tour, and back.
    await page.keyboard.press('Tab');
    expect(await focusedButton(page)).toBe('Skip tour');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedButton(page)).toBe('Next');

    // Enter on Next, then Previous (one Shift+Tab from Next) goes back to the first step.
    await page.keyboard.press('Enter');
    const second = tourDialog(page, 'Log Your Feelings');
    await second.getByText('Step 2 of 5').waitFor();
    await expect.poll(() => focusedButton(page)).toBe('Next');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedButton(page)).toBe('Previous');
    await page.keyboard.press('Enter');
    await first.getByText('Step 1 of 5').waitFor();

    await stepThroughWithKeyboard(page, DESKTOP, { screenshot: '1280' });
    await tourDialog(page, 'Feeling Overwhelmed?').waitFor({ state: 'detached' });
    await expect.poll(() => completedFlag(page, profileId)).toBe('true');

    // Done for this profile: a reload shows the journal without it.
    await page.reload();
    await page.getByText('Use the panel above to log your feelings.', { exact: false }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });

  it('is skipped with Escape on the first step, which marks it done', async () => {
    const page = await ctx.browser.newPage({ viewport: DESKTOP });
    const profileId = await openNewJournal(page, ctx.server.url, freshAddress('tour.escape'));
    const first = tourDialog(page, 'Your Profiles & Sharing');
    await first.getByText('Step 1 of 5').waitFor();
    await page.keyboard.press('Escape');
    await first.waitFor({ state: 'detached' });
    expect(await completedFlag(page, profileId)).toBe('true');
    await page.close();
  });

  it('leaves out a step whose target is not on the page, with a warning, and counts only the steps shown', async () => {
    const page = await ctx.browser.newPage({ viewport: DESKTOP });
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.addInitScript(withoutExerciseTarget);
    const profileId = await openNewJournal(page, ctx.server.url, freshAddress('tour.missing'));
    await stepThroughWithKeyboard(page, DESKTOP, { steps: WALKTHROUGH_STEPS.filter((step) => step.target !== 'exercise') });
    await tourDialog(page, 'Your Current Aura').waitFor({ state: 'detached' });
    expect(warnings.filter((warning) => warning.includes('Feeling Overwhelmed?'))).toHaveLength(1);
    expect(await completedFlag(page, profileId)).toBe('true');
    await page.close();
  });

  it('is not offered to a journal that already has entries, whose page never fetches its code', async () => {
    const page = await ctx.browser.newPage({ viewport: DESKTOP });
    await withWalkthrough(page);
    const profileId = await startJournal(page, ctx.server.url, freshAddress('tour.entries'));
    await callInPage(page, 'entries.add', { profileId, entry: { type: 'emotional', mood_category: 'positive', specific_mood: 'happy', intensity: 6 } });
    const walkthroughCode: string[] = [];
    page.on('request', (request) => /\/Walkthrough-[\w-]+\.js$/.test(request.url()) && walkthroughCode.push(request.url()));
    await page.goto(`${ctx.server.url}/`);
    await page.getByRole('article').first().waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(walkthroughCode).toEqual([]);
    expect(await completedFlag(page, profileId)).toBeNull();
    await page.close();
  });

  it('keeps the tooltip 16 px inside a phone’s screen, beside each target', async () => {
    const page = await ctx.browser.newPage({ viewport: PHONE, hasTouch: true, isMobile: true });
    const profileId = await openNewJournal(page, ctx.server.url, freshAddress('tour.phone'));
    const first = tourDialog(page, 'Your Profiles & Sharing');
    await first.getByText('Step 1 of 5').waitFor();
    expect((await first.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width - 2 * WALKTHROUGH.marginPx);
    await expectNoSeriousAxeViolations(page, 'the walkthrough on a phone');
    await stepThroughWithKeyboard(page, PHONE, { screenshot: '390' });
    await expect.poll(() => completedFlag(page, profileId)).toBe('true');
    await page.close();
  });
});
