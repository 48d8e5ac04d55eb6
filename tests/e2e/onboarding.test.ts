import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ONBOARDING_QUESTIONS } from '../../src/shared/domain/onboarding';
import { freshAddress, shownAs } from '../support/addresses';
import { describeInBrowser } from '../support/browser';
import { useSharedServerAndBrowser } from '../support/shared-server';
import { signInThroughApi } from '../support/browser-sign-in';

const label = (field: string) => ONBOARDING_QUESTIONS.find((question) => question.field === field)!.label;

describeInBrowser('onboarding in Chromium', () => {
  const ctx = useSharedServerAndBrowser();

  async function answer(page: Page, field: string, act: () => Promise<void>) {
    await page.getByRole('heading', { name: label(field) }).waitFor();
    await act();
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  const yesNo = (page: Page, choice: 'Yes' | 'No') => () => page.getByRole('radio', { name: choice, exact: true }).click();

  async function answerUpToHelpScope(page: Page) {
    await answer(page, 'lifeStruggle', yesNo(page, 'Yes'));
    await answer(page, 'occupation', async () => {
      await page.getByRole('combobox', { name: label('occupation') }).selectOption({ label: 'Student' });
    });
    await answer(page, 'satisfiedEconomy', yesNo(page, 'No'));
    await answer(page, 'country', async () => {
      const country = page.getByRole('combobox', { name: label('country') });
      expect(await country.getAttribute('placeholder')).toBe('Select or type country...');
      const showCountries = (await page.getByRole('button', { name: 'Show countries' }).boundingBox())!;
      expect(Math.min(showCountries.width, showCountries.height)).toBeGreaterThanOrEqual(44);
      await country.fill('Atlantis');
      await page.getByRole('status').getByText('No country found').waitFor();
      // The open list leaves the rest of the page to assistive technology: Continue is still there.
      const continueButton = page.getByRole('button', { name: 'Continue' });
      expect(await continueButton.evaluate((button) => button.closest('[aria-hidden="true"], [inert]') === null)).toBe(true);
      await country.fill('zeal');
      await page.getByRole('option', { name: 'New Zealand' }).click();
    });
    await answer(page, 'comfortableAlone', yesNo(page, 'Yes'));
    await answer(page, 'maritalStatus', async () => {
      await page.getByRole('combobox', { name: label('maritalStatus') }).selectOption({ label: 'Married' });
    });
    await answer(page, 'attentionNeeds', yesNo(page, 'No'));
    await answer(page, 'hasChildren', yesNo(page, 'Yes'));
    await answer(page, 'notDoingBest', yesNo(page, 'No'));
  }

  it('walks a new user through all ten questions, the commitment and the free plan to the main screen', async () => {
    const page = await ctx.browser.newPage();
    const email = freshAddress('river.stone');
    await signInThroughApi(page, ctx.server.url, email);

    await page.getByRole('heading', { name: label('lifeStruggle') }).waitFor();
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(await page.getByText('Step 1 of 13').isVisible()).toBe(true);
    expect(await page.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Step 1 of 13');
    expect(await page.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await page.screenshot({ path: 'test-results/onboarding-question.png' });

    await answerUpToHelpScope(page);
    await answer(page, 'helpScope', () => page.getByLabel('Help myself').check());

    await page.getByRole('heading', { name: 'Your Commitment' }).waitFor();
    const continueButton = page.getByRole('button', { name: 'Continue' });
    expect(await continueButton.isDisabled()).toBe(true);
    await page.getByLabel('I gladly commit to myself').check();
    await continueButton.click();

    await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
    expect(await page.getByText('Select the plan that best fits your wellness journey.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Go Pro' }).isDisabled()).toBe(true);
    expect(await page.getByText('Payments are not configured on this server yet.', { exact: false }).isVisible()).toBe(true);
    await page.setViewportSize({ width: 390, height: 900 });
    await page.screenshot({ path: 'test-results/onboarding-plans-mobile.png', fullPage: true });
    const back = (await page.getByRole('button', { name: 'Back' }).boundingBox())!;
    expect(Math.min(back.width, back.height)).toBeGreaterThanOrEqual(44); // a tap target, not a bare text link
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('button', { name: 'Start for free' }).click();

    await page.getByRole('heading', { name: "You're all set!" }).waitFor();
    expect(
      await page
        .getByText('Start learning about your emotions today and discover transformative insights with the help of AI.')
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await page.getByRole('button', { name: 'Begin Tracking Now' }).click();

    const journalHeading = page.getByRole('heading', { name: `What did ${shownAs(email)} feel today?` }); // named from the address
    await journalHeading.waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goto(`${ctx.server.url}/onboarding`);
    await journalHeading.waitFor();
    await page.close();
  });

  it("skips the commitment for a user who chooses 'Help someone else'", async () => {
    const page = await ctx.browser.newPage();
    await signInThroughApi(page, ctx.server.url, freshAddress('helper'));
    await answerUpToHelpScope(page);
    await answer(page, 'helpScope', () => page.getByLabel('Help someone else').check());
    await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Your Commitment' }).count()).toBe(0);
    expect(await page.getByText('Step 12 of 13').isVisible()).toBe(true); // the commitment skipped, the total kept
    await page.close();
  });

  it('resumes on the same question with earlier answers kept after a reload', async () => {
    const page = await ctx.browser.newPage();
    await signInThroughApi(page, ctx.server.url, freshAddress('returning'));
    await answer(page, 'lifeStruggle', yesNo(page, 'No'));
    await answer(page, 'occupation', async () => {
      await page.getByRole('combobox', { name: label('occupation') }).selectOption({ label: 'Retired' });
    });
    await page.getByRole('heading', { name: label('satisfiedEconomy') }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: label('satisfiedEconomy') }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: label('occupation') }).waitFor();
    expect(await page.getByRole('combobox', { name: label('occupation') }).inputValue()).toBe('retired');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: label('lifeStruggle') }).waitFor();
    expect(await page.getByRole('radio', { name: 'No', exact: true }).getAttribute('aria-checked')).toBe('true');
    await page.close();
  });
});
