import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { freshAddress } from '../support/addresses';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { describeInBrowser } from '../support/browser';
import { useSharedServerAndBrowser } from '../support/shared-server';
import { callInPage, startJournal } from '../support/browser-journal';

/** A signed-in journal on the main screen; with `withEntry`, a sad feeling at 8/10 with notes, the exercise's source. */
async function openJournal(page: Page, url: string, email: string, { withEntry = true } = {}) {
  const profileId = await startJournal(page, url, email);
  if (withEntry) {
    const entry = { type: 'emotional', mood_category: 'negative', specific_mood: 'sad', intensity: 8, notes: 'The deadline at work keeps me awake and I feel alone with it.' };
    await callInPage(page, 'entries.add', { profileId, entry });
  }
  await page.goto(`${url}/`);
  await page.getByRole('heading', { name: /feel today\?$/ }).waitFor();
  return profileId;
}

const ballX = async (page: Page) => (await page.getByTestId('exercise-ball').boundingBox())!.x;

/** Opens the exercise from the header and answers the first question. */
async function startExercise(page: Page, before: string, screenshot: string) {
  await page.getByRole('button', { name: 'Eye-movement exercise' }).click();
  const overlay = page.getByRole('dialog', { name: 'Eye-movement exercise' });
  await overlay.getByRole('heading', { name: 'How distressing does this feel right now?' }).waitFor();
  await page.screenshot({ path: `test-results/${screenshot}` });
  await overlay.getByRole('button', { name: before, exact: true }).click();
  await overlay.getByRole('button', { name: 'Pause' }).waitFor();
  return overlay;
}

/** Opens the exercise from the header and skips the first question. */
async function startExerciseSkipping(page: Page) {
  await page.getByRole('button', { name: 'Eye-movement exercise' }).click();
  const overlay = page.getByRole('dialog', { name: 'Eye-movement exercise' });
  await overlay.getByRole('button', { name: 'Skip' }).click();
  await overlay.getByRole('button', { name: 'Pause' }).waitFor();
}

describeInBrowser('the guided eye-movement exercise in Chromium', () => {
  const ctx = useSharedServerAndBrowser();

  it('sweeps the ball, lights the entry’s words, answers every key, and charts distress before and after', async () => {
    const page = await ctx.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const profileId = await openJournal(page, ctx.server.url, freshAddress('exercise'));
    // No session yet: no chart.
    expect(await page.getByRole('heading', { name: 'Exercise sessions' }).count()).toBe(0);

    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    const overlay = await startExercise(page, '8', 'eye-exercise-question-1280.png');
    const rated = Date.now();
    await page.locator('[data-exercise-word]').first().waitFor({ timeout: 2000 });
    expect(Date.now() - rated).toBeLessThan(2000);

    const first = await ballX(page);
    await page.screenshot({ path: 'test-results/eye-exercise-ball-1.png' });
    await page.waitForTimeout(300);
    await page.screenshot({ path: 'test-results/eye-exercise-ball-2.png' });
    expect(Math.abs((await ballX(page)) - first)).toBeGreaterThan(5);

    // Space pauses: the ball stays where it is; Space again plays.
    await page.keyboard.press(' ');
    await overlay.getByRole('button', { name: 'Play' }).waitFor();
    const paused = await ballX(page);
    await page.waitForTimeout(300);
    expect(await ballX(page)).toBe(paused);
    await page.keyboard.press(' ');
    await overlay.getByRole('button', { name: 'Pause' }).waitFor();

    // Words are read out only once 'Read words aloud' is on.
    const announcer = overlay.locator('[aria-live="polite"]');
    expect(await announcer.textContent()).toBe('');
    await overlay.getByRole('switch', { name: 'Read words aloud' }).click();
    await page.waitForFunction(() => document.querySelector('[role=dialog] [aria-live="polite"]')?.textContent !== '', undefined, { timeout: 5000 });
    await overlay.getByRole('switch', { name: 'Read words aloud' }).click();
    expect(await announcer.textContent()).toBe('');

    // I shows the info panel, with the sessions so far.
    await page.keyboard.press('i');
    const info = overlay.getByRole('region', { name: 'About this exercise' });
    await info.getByText('No session rated before and after yet').waitFor();
    await page.screenshot({ path: 'test-results/eye-exercise-1280.png' });
    await expectNoSeriousAxeViolations(page, 'the eye-movement exercise');
    await page.keyboard.press('I');
    await info.waitFor({ state: 'detached' });

    // P cycles the phase.
    await overlay.getByRole('button', { name: 'Desensitize', pressed: true }).waitFor();
    await page.keyboard.press('p');
    await overlay.getByRole('button', { name: 'Reprocess', pressed: true }).waitFor();
    await page.keyboard.press('p');
    await overlay.getByRole('button', { name: 'Install', pressed: true }).waitFor();

    // C opens the colour picker; Escape closes it first, and only then the exercise.
    await page.keyboard.press('c');
    const colours = overlay.getByRole('radiogroup', { name: 'Ball colour' });
    await colours.getByRole('radio', { name: 'Purple' }).click();
    await colours.waitFor({ state: 'detached' });
    expect(await page.getByTestId('exercise-ball').evaluate((ball) => getComputedStyle(ball).backgroundColor)).toBe('rgb(192, 132, 252)');
    await page.keyboard.press('c');
    await colours.waitFor();
    await page.keyboard.press('Escape');
    await colours.waitFor({ state: 'detached' });
    expect(await overlay.getByRole('button', { name: 'Pause' }).isVisible()).toBe(true);

    // How it feels now is offered while paused (and near the end), never on the way out; a rating finishes.
    const feelNow = overlay.getByRole('button', { name: 'How do you feel now?' });
    expect(await feelNow.count()).toBe(0);
    await page.keyboard.press(' ');
    await feelNow.click();
    const question = overlay.getByRole('region', { name: 'How do you feel now?' });
    await question.getByRole('group', { name: 'How distressing does this feel right now? A number finishes the exercise.' }).waitFor();
    await page.screenshot({ path: 'test-results/eye-exercise-feel-now-1280.png' });
    await expectNoSeriousAxeViolations(page, 'the eye-movement exercise, asking how it feels now');
    await question.getByRole('button', { name: '4', exact: true }).click();
    await overlay.waitFor({ state: 'detached' });
    // Radix gives the focus back to the button once the dialog has gone.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Eye-movement exercise');
    // The words and the sound worked: nothing had to be logged as failed.
    expect(warnings.filter((text) => text.startsWith('Could not'))).toEqual([]);

    const stored = await callInPage<{ sessions: { phaseReached: string; durationSeconds: number }[] }>(page, 'exercise.sessions', { profileId }, 'query');
    expect(stored.sessions[0]).toMatchObject({ phaseReached: 'installation', distressBefore: 8, distressAfter: 4 });

    // The session, rated 8 then 4, is on the main screen's chart.
    const sessions = page.getByRole('region', { name: 'Exercise sessions' });
    await sessions.getByText('Average change: -4 over 1 session').waitFor();
    const row = sessions.getByRole('row').nth(1);
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(['8', '4']);
    await sessions.locator('svg circle').nth(1).waitFor();
    await sessions.screenshot({ path: 'test-results/eye-exercise-chart.png' });
    await page.close();
  });

  it('ends at once by Escape or the close button, records what ran, and shows no chart until a session is rated', async () => {
    const page = await ctx.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const profileId = await openJournal(page, ctx.server.url, freshAddress('exercise.exits'), { withEntry: false });
    const overlay = page.getByRole('dialog', { name: 'Eye-movement exercise' });
    const stored = async () =>
      (await callInPage<{ sessions: { distressBefore: number | null; distressAfter: number | null }[] }>(page, 'exercise.sessions', { profileId }, 'query')).sessions.map(
        ({ distressBefore, distressAfter }) => [distressBefore, distressAfter],
      );

    // Escape at the first question: gone, nothing recorded.
    await page.getByRole('button', { name: 'Eye-movement exercise' }).click();
    await overlay.getByRole('heading', { name: 'How distressing does this feel right now?' }).waitFor();
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });

    // Skipped, then the close button: one click leaves, the session is recorded unrated.
    await startExerciseSkipping(page);
    await overlay.getByRole('button', { name: 'Close exercise' }).click();
    await overlay.waitFor({ state: 'detached' });
    await expect.poll(stored).toEqual([[null, null]]);
    // A session but no rating: the panel says so instead of drawing an empty 0-10 chart.
    const sessions = page.getByRole('region', { name: 'Exercise sessions' });
    await sessions.getByText(/^No rated session yet\./).waitFor();
    expect(await sessions.locator('svg').count()).toBe(0);
    await sessions.screenshot({ path: 'test-results/eye-exercise-sessions-empty.png' });

    // Rated 7, then one Escape while it runs: gone at once, with no question on the way.
    await startExercise(page, '7', 'eye-exercise-question-again-1280.png');
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
    await expect.poll(stored).toEqual([[7, null], [null, null]]);
    await sessions.locator('svg circle').first().waitFor();
    await page.close();
  });

  it('closes itself at once when the 10-minute clock runs out, on a phone with reduced motion', async () => {
    const page = await ctx.browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
    await page.clock.install();
    await openJournal(page, ctx.server.url, freshAddress('exercise.phone'), { withEntry: false });
    // The header's eye button leaves the page as wide as the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const overlay = await startExercise(page, '6', 'eye-exercise-question-390.png');
    await overlay.getByText('Mobile Optimized').waitFor();
    await overlay.getByText('Reduced motion is on: the ball moves more slowly.').waitFor();
    await overlay.getByText(/^Auto-close in (10:00|09:5\d)$/).waitFor();
    expect(await overlay.getByRole('button', { name: 'How do you feel now?' }).count()).toBe(0);
    await page.screenshot({ path: 'test-results/eye-exercise-390.png' });
    // In the last two minutes the rating is offered without pausing.
    await page.clock.fastForward('08:05');
    await overlay.getByText(/^Auto-close in 01:5\d$/).waitFor();
    await overlay.getByRole('button', { name: 'How do you feel now?' }).click();
    await overlay.getByRole('region', { name: 'How do you feel now?' }).waitFor();
    await page.screenshot({ path: 'test-results/eye-exercise-feel-now-390.png' });
    await page.clock.fastForward('02:00');
    await overlay.waitFor({ state: 'detached', timeout: 2000 });
    // Rated only before: counted, not averaged.
    const sessions = await callInPage<{ sessions: { distressBefore: number | null; distressAfter: number | null }[] }>(
      page,
      'exercise.sessions',
      { profileId: (await callInPage<{ id: string }[]>(page, 'profiles.list', undefined, 'query'))[0]!.id },
      'query',
    );
    expect(sessions.sessions.map(({ distressBefore, distressAfter }) => [distressBefore, distressAfter])).toEqual([[6, null]]);
    await page.close();
  });
});
