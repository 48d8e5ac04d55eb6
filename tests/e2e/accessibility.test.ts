import type { Locator, Page } from 'playwright-core';
import { it } from 'vitest';
import { ONBOARDING_QUESTIONS } from '../../src/shared/domain/onboarding';
import { freshAddress } from '../support/addresses';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { describeInBrowser } from '../support/browser';
import { useSharedServerAndBrowser } from '../support/shared-server';
import { callInPage, dismissAffirmationSuggestions, startJournal } from '../support/browser-journal';
import { signInThroughApi } from '../support/browser-sign-in';
import { makePng } from '../support/images';
import { ONBOARDING_ANSWERS } from '../support/onboarding-answers';

const questionLabel = (field: string) => ONBOARDING_QUESTIONS.find((question) => question.field === field)!.label;

/** Uploads a picture to the profile from inside the page, as the notes editor does; returns its key. */
async function uploadImage(page: Page, profileId: string) {
  return page.evaluate(
    async ({ profileId, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const form = new FormData();
      form.append('file', new File([bytes], 'photo.png', { type: 'image/png' }));
      const response = await fetch(`/api/images?profileId=${profileId}&source=file`, { method: 'POST', body: form });
      return ((await response.json()) as { key: string }).key;
    },
    { profileId, base64: makePng({ width: 64, height: 64, rgb: [240, 240, 240] }).toString('base64') },
  );
}

/** A journal with each kind of card: a feeling with a light photo, notes and tags, a sensation, an affirmation. */
async function journalWithEveryKindOfEntry(page: Page, url: string) {
  const profileId = await startJournal(page, url, freshAddress('axe.scan'));
  const add = (entry: Record<string, unknown>) => callInPage(page, 'entries.add', { profileId, entry });
  await add({ type: 'affirmation', notes: 'I am allowed to rest.' });
  await add({ type: 'physical', sensation: 'pain', body_region: 'head', intensity: 6 });
  const image = await uploadImage(page, profileId);
  await add({
    type: 'emotional',
    mood_category: 'positive',
    specific_mood: 'happy',
    intensity: 7,
    trigger: 'work',
    notes: 'A **bright** day, [notes](https://example.com)',
    images: [image],
  });
  await page.goto(`${url}/`);
  await page.getByRole('button', { name: 'Expand image 1' }).waitFor();
  await page.getByRole('img', { name: 'Intensity over the last 30 days' }).waitFor();
}

describeInBrowser('accessibility (axe-core, WCAG 2.2 A and AA) in Chromium', () => {
  const ctx = useSharedServerAndBrowser();

  it('finds nothing serious on each kind of onboarding step', async () => {
    const page = await ctx.browser.newPage();
    await signInThroughApi(page, ctx.server.url, freshAddress('axe.onboarding'));
    await page.getByRole('heading', { name: questionLabel('lifeStruggle') }).waitFor();
    await expectNoSeriousAxeViolations(page, 'onboarding, a yes/no question');

    // Answer up to the country question on the server; the flow resumes there after a reload.
    const countryIndex = ONBOARDING_ANSWERS.findIndex((answer) => answer.stepKey === 'country');
    for (const answer of ONBOARDING_ANSWERS.slice(0, countryIndex)) await callInPage(page, 'onboarding.answer', answer);
    await page.reload();
    await page.getByRole('heading', { name: questionLabel('country') }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: questionLabel('satisfiedEconomy') }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: questionLabel('occupation') }).waitFor();
    await expectNoSeriousAxeViolations(page, 'onboarding, a choice from a list');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    const country = page.getByRole('combobox', { name: questionLabel('country') });
    await country.fill('zeal');
    await page.getByRole('option', { name: 'New Zealand' }).waitFor();
    await expectNoSeriousAxeViolations(page, 'onboarding, the country list open');
    await country.fill('atlantis');
    await page.getByText('No country found').waitFor();
    await expectNoSeriousAxeViolations(page, 'onboarding, no country found');
    await page.screenshot({ path: 'test-results/country-not-found.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/country-not-found-mobile.png' });
    await page.setViewportSize({ width: 1280, height: 720 });
    await country.fill('zeal');
    await page.getByRole('option', { name: 'New Zealand' }).click();
    await expectNoSeriousAxeViolations(page, 'onboarding, a country chosen');

    for (const answer of ONBOARDING_ANSWERS.slice(countryIndex)) await callInPage(page, 'onboarding.answer', answer);
    await page.reload();
    await page.getByRole('heading', { name: 'Your Commitment' }).waitFor();
    await expectNoSeriousAxeViolations(page, 'onboarding, the commitment');
    await page.getByLabel('I gladly commit to myself').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
    await expectNoSeriousAxeViolations(page, 'onboarding, the plans');
    await page.getByRole('button', { name: 'Start for free' }).click();
    await page.getByRole('heading', { name: "You're all set!" }).waitFor();
    await expectNoSeriousAxeViolations(page, 'onboarding, all set');
    await page.close();
  });

  it('finds nothing serious on the signed-out pages', async () => {
    const page = await ctx.browser.newPage();
    await page.goto(`${ctx.server.url}/onboarding`);
    await page.getByRole('heading', { name: 'Welcome to Attune' }).waitFor();
    await page.getByText('Embedded database (PGlite)').waitFor();
    await expectNoSeriousAxeViolations(page, 'the welcome screen');
    await page.goto(`${ctx.server.url}/login`);
    await page.getByRole('button', { name: 'Get Login Link' }).waitFor();
    await expectNoSeriousAxeViolations(page, 'the sign-in page');
    await page.goto(`${ctx.server.url}/terms`);
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    await expectNoSeriousAxeViolations(page, 'the terms');
    await page.goto(`${ctx.server.url}/privacy`);
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await expectNoSeriousAxeViolations(page, 'the privacy policy');
    await page.close();
  });

  it('finds nothing serious on the main screen, on a desktop and a phone, nor in any of its dialogs and menus', async () => {
    const page = await ctx.browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.setDefaultTimeout(10_000);
    await journalWithEveryKindOfEntry(page, ctx.server.url);
    await expectNoSeriousAxeViolations(page, 'the main screen');
    await page.screenshot({ path: 'artifacts/screenshots/main-screen-1280x800.png' });

    /** Opens a menu or dialog, scans the page with it open, and closes it with Escape. */
    const scanWhileOpen = async (screen: string, open: () => Promise<unknown>, opened: Locator) => {
      await open();
      await opened.waitFor();
      await expectNoSeriousAxeViolations(page, screen);
      await page.keyboard.press('Escape');
      await opened.waitFor({ state: 'detached' });
    };
    const button = (name: string) => page.getByRole('button', { name, exact: true });
    const dialog = (name: string) => page.getByRole('dialog', { name });
    const feeling = page.getByRole('article', { name: 'Emotional entry' });
    const details = feeling.getByRole('button', { name: 'Trigger: Work, show details' });

    await scanWhileOpen('the account menu open', () => page.getByRole('button', { name: 'Account menu' }).click(), page.getByRole('menu'));
    await scanWhileOpen('the volume popup', () => button('Volume').click(), dialog('Volume'));
    await scanWhileOpen('Quick Add Settings', () => button('Quick Add Settings').click(), dialog('Quick Add Settings'));
    await scanWhileOpen('the entry details', () => details.click(), dialog('Happy'));
    const editTags = async () => {
      await details.click();
      await button('Edit Tags').click();
    };
    await scanWhileOpen('Edit Tags', editTags, dialog('Where are you?'));
    await scanWhileOpen('Adjust Intensity', () => feeling.getByRole('button', { name: 'Intensity 7/10, adjust' }).click(), dialog('Adjust Intensity'));
    await scanWhileOpen('the image viewer', () => feeling.getByRole('button', { name: 'Expand image 1' }).click(), dialog('Image viewer'));
    await scanWhileOpen('the Clear all confirmation', () => button('Clear all').click(), page.getByRole('alertdialog', { name: 'Clear all entries?' }));

    // Logging a feeling: its steps, then the suggestions offered after a note.
    await page.getByRole('button', { name: /Calm/ }).click();
    await expectNoSeriousAxeViolations(page, 'quick add, the intensity step');
    await page.keyboard.press('4');
    const notes = page.getByLabel('Why this feeling? (Add details for AI Affirmation)');
    while (!(await notes.isVisible())) {
      await expectNoSeriousAxeViolations(page, 'quick add, a tag step');
      await page.keyboard.press('Enter');
    }
    await expectNoSeriousAxeViolations(page, 'quick add, the notes step');
    await notes.fill('A quiet walk by the river');
    await page.getByRole('button', { name: 'Save Entry' }).click();
    await page.getByRole('dialog', { name: 'Suggested Affirmations' }).getByRole('listitem').first().waitFor();
    await expectNoSeriousAxeViolations(page, 'Suggested Affirmations');
    await dismissAffirmationSuggestions(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Mute sounds' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    // The chart redraws for the narrower screen before it is scanned.
    await page.waitForFunction(() => Number(document.querySelector('svg[aria-label="Intensity over the last 30 days"]')?.getAttribute('width')) < 390);
    await expectNoSeriousAxeViolations(page, 'the main screen on a phone');
    await page.screenshot({ path: 'artifacts/screenshots/main-screen-390x844.png' });
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).waitFor();
    await expectNoSeriousAxeViolations(page, 'the account menu on a phone');
    await page.close();
  }, 90_000);
});
