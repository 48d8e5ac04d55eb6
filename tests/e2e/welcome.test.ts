import { mkdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../support/browser';
import { useSharedServerAndBrowser } from '../support/shared-server';
import { startTestServer } from '../support/node-server';

describeInBrowser('welcome screen in Chromium', () => {
  const ctx = useSharedServerAndBrowser();

  it('sends a visitor from / to the welcome screen, showing what the server reports', async () => {
    const page = await ctx.browser.newPage();
    await page.goto(`${ctx.server.url}/`);

    await page.getByRole('heading', { name: 'Welcome to Attune' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/onboarding');
    expect(await page.getByText('Use AI to guide you through the ups and downs of daily life.').isVisible()).toBe(true);
    for (const feature of ['AI Insights', 'AI EMDR', 'Secure Sharing']) {
      expect(await page.getByRole('heading', { name: feature }).isVisible()).toBe(true);
    }
    // Data from the system.status procedure, not baked into the page.
    await page.getByText('Embedded database (PGlite)').waitFor();
    expect(await page.getByText('Payments not configured').isVisible()).toBe(true);
    expect(await page.getByText('Reminder notifications not configured').isVisible()).toBe(true);

    const linkButton = page.getByRole('button', { name: 'Get Login Link' });
    expect(await linkButton.isDisabled()).toBe(true);
    await page.getByLabel('Continue with any other Email').fill('me@example.com');
    expect(await linkButton.isEnabled()).toBe(true);

    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/welcome-desktop.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/welcome-mobile.png', fullPage: true });
    await page.close();
  });

  it('offers Google sign-in only when the server has Google configured', async () => {
    const page = await ctx.browser.newPage();
    await page.goto(`${ctx.server.url}/onboarding`);
    await page.getByRole('button', { name: 'Get Login Link' }).waitFor();
    expect(await page.getByRole('link', { name: 'Continue with Google' }).count()).toBe(0);

    const withGoogle = await startTestServer({ env: { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' } });
    await page.goto(`${withGoogle.url}/onboarding`);
    const google = page.getByRole('link', { name: 'Continue with Google' });
    await google.waitFor();
    expect(await google.getAttribute('href')).toBe('/api/auth/google');
    expect(await page.getByRole('separator').textContent()).toBe('OR');
    await page.close();
    await withGoogle.close();
  });

  it('redirects unknown paths to /onboarding', async () => {
    const page = await ctx.browser.newPage();
    await page.goto(`${ctx.server.url}/no/such/page`);
    await page.getByRole('heading', { name: 'Welcome to Attune' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/onboarding');
    await page.close();
  });

  it('opens the terms and the privacy policy directly by address', async () => {
    const page = await ctx.browser.newPage();
    await page.goto(`${ctx.server.url}/terms`);
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    await page.goto(`${ctx.server.url}/privacy`);
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Attune' }).click(); // not a dead end
    await page.getByRole('heading', { name: 'Welcome to Attune' }).waitFor();
    await page.close();
  });

  it("offers a signed-out visitor of a page with the header the spec's Sign In button", async () => {
    const page = await ctx.browser.newPage();
    await page.goto(`${ctx.server.url}/terms`);
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Sign in to Attune' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.close();
  });

  it('says a canceled checkout charged nothing and leads back to the app; a paid one goes home', async () => {
    const page = await ctx.browser.newPage();
    await page.goto(`${ctx.server.url}/canceled`);
    await page.getByRole('heading', { name: 'Checkout Canceled' }).waitFor();
    expect(await page.getByText('Your checkout process was canceled. You can return to the app or try upgrading again later.').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Back to App' }).click();
    await page.getByRole('heading', { name: 'Welcome to Attune' }).waitFor(); // signed out: / leads to /onboarding
    await page.goto(`${ctx.server.url}/success`);
    await page.getByRole('heading', { name: 'Welcome to Attune' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/onboarding');
    await page.close();
  });
});
