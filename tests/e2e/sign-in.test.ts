import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ONBOARDING_QUESTIONS } from '../../src/shared/domain/onboarding';
import { freshAddress } from '../support/addresses';
import { describeInBrowser, useServerAndBrowser } from '../support/browser';
import { callInPage, startJournal } from '../support/browser-journal';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { signInThroughOutbox } from '../support/browser-sign-in';
import { holdRequests } from '../support/held-requests';

const FIRST_QUESTION = ONBOARDING_QUESTIONS[0].label;

describeInBrowser('magic-link sign-in in Chromium', () => {
  const ctx = useServerAndBrowser();

  async function requestLink(page: Page, email: string) {
    await page.goto(`${ctx.server.url}/onboarding`);
    await page.getByLabel('Continue with any other Email').fill(email);
    await page.getByRole('button', { name: 'Get Login Link' }).click();
    await page.getByText(`We've sent a login link to ${email}. It shall be there within 2 minutes. Check your inbox!`).waitFor();
  }

  it('signs a new user in from the dev outbox, keeps them signed in, signs out; the link then fails', async () => {
    const page = await ctx.browser.newPage();
    const email = freshAddress('new.user');
    await requestLink(page, email);
    expect(await page.getByRole('button', { name: 'Get Login Link' }).isDisabled()).toBe(true);

    await page.goto(`${ctx.server.url}/dev/outbox`);
    const link = page.getByRole('listitem').filter({ hasText: email }).getByRole('link');
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await page.getByRole('heading', { name: FIRST_QUESTION }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/onboarding');
    expect(page.url()).not.toContain('token=');

    await page.reload();
    await page.getByRole('heading', { name: FIRST_QUESTION }).waitFor();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByText(email).waitFor(); // the menu's code may still be on its way
    await page.screenshot({ path: 'test-results/account-menu.png' });
    await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
    await page.getByRole('heading', { name: 'Welcome to Attune' }).waitFor();

    await page.goto(href);
    await page.getByRole('heading', { name: 'Authentication Failed' }).waitFor();
    expect(
      await page.getByText('This login link is invalid or has already been used. Please request a new one.').isVisible(),
    ).toBe(true);
    await page.screenshot({ path: 'test-results/auth-failed.png' });
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await page.getByRole('heading', { name: 'Sign in to Attune' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.close();
  });

  it('signs out of the journal without asking for anything signed out (no 401 in the console), on /onboarding and /terms', async () => {
    const page = await ctx.browser.newPage();
    await startJournal(page, ctx.server.url, freshAddress('signs.out'));
    await page.goto(ctx.server.url);
    await page.getByRole('heading', { name: 'Activity Feed' }).waitFor();
    const refused: string[] = [];
    page.on('response', (response) => response.status() === 401 && refused.push(new URL(response.url()).pathname));
    page.on('console', (message) => message.type() === 'error' && refused.push(message.text()));
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
    await page.getByRole('heading', { name: 'Welcome to Attune' }).waitFor();
    await page.getByRole('link', { name: 'Terms of Service' }).evaluate((link: HTMLAnchorElement) => link.removeAttribute('target'));
    await page.getByRole('link', { name: 'Terms of Service' }).click();
    await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
    await page.goto(`${ctx.server.url}/onboarding`);
    await page.getByRole('heading', { name: 'Welcome to Attune' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
    await page.close();
  });

  it('ends the sessions once a journal call already on its way is answered, so nothing the journal asked is refused', async () => {
    const page = await ctx.browser.newPage();
    await startJournal(page, ctx.server.url, freshAddress('signs.out.late'));
    const isInsights = (url: URL) => url.pathname.includes('insights.overview');
    const release = await holdRequests(page, isInsights);
    const insightsAsked = page.waitForRequest((request) => isInsights(new URL(request.url())));
    await page.goto(ctx.server.url);
    await page.getByRole('heading', { name: 'Activity Feed' }).waitFor();
    await insightsAsked; // asked for once the page is idle, and kept on its way
    const calls: string[] = [];
    page.on('request', (request) => request.url().includes('/trpc/') && calls.push(`sent ${new URL(request.url()).pathname.slice(6)}`));
    page.on('response', (response) => response.url().includes('/trpc/') && calls.push(`${response.status()} ${new URL(response.url()).pathname.slice(6)}`));
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Signing out...' }).waitFor();
    release();
    await page.getByRole('heading', { name: 'Welcome to Attune' }).waitFor();
    await page.waitForLoadState('networkidle');
    const insights = calls.findIndex((call) => call.startsWith('200 ') && call.includes('insights.overview'));
    const signOut = calls.indexOf('sent auth.signOut');
    expect(insights).toBeGreaterThanOrEqual(0);
    expect(signOut).toBeGreaterThan(insights);
    expect(calls.filter((call) => call.startsWith('401'))).toEqual([]);
    await page.close();
  });

  it('asks before signing in with a link that another browser asked for, naming its account', async () => {
    const email = freshAddress('link.owner');
    const asking = await ctx.browser.newPage();
    await requestLink(asking, email);
    await asking.goto(`${ctx.server.url}/dev/outbox`);
    const href = (await asking.getByRole('listitem').filter({ hasText: email }).getByRole('link').getAttribute('href'))!;

    const other = await ctx.browser.newPage({ viewport: { width: 390, height: 844 } });
    await other.goto(href);
    await other.getByRole('heading', { name: 'Sign in to this account?' }).waitFor();
    expect(await other.getByText(`This login link signs you in as ${email}.`).isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(other, 'login link from another browser');
    await other.screenshot({ path: 'artifacts/screenshots/confirm-link-account-390x844.png' });
    await other.getByRole('button', { name: 'Cancel' }).click();
    await other.getByRole('heading', { name: 'Sign in to Attune' }).waitFor();
    expect(await callInPage(other, 'auth.session', undefined, 'query')).toMatchObject({ user: null });

    await other.setViewportSize({ width: 1280, height: 800 });
    await other.goto(href);
    await other.getByRole('button', { name: `Continue as ${email}` }).waitFor();
    await other.screenshot({ path: 'artifacts/screenshots/confirm-link-account-1280x800.png' });
    await other.getByRole('button', { name: `Continue as ${email}` }).click();
    await other.getByRole('heading', { name: FIRST_QUESTION }).waitFor();
    expect(await callInPage(other, 'auth.session', undefined, 'query')).toMatchObject({ user: { email } });

    await asking.goto(href);
    await asking.getByRole('heading', { name: 'Authentication Failed' }).waitFor();
    await Promise.all([asking.close(), other.close()]);
  });

  it('shows the email rule before sending anything', async () => {
    const page = await ctx.browser.newPage();
    await page.goto(`${ctx.server.url}/login`);
    await page.getByLabel('Continue with any other Email').fill('someone@nowhere');
    await page.getByRole('button', { name: 'Get Login Link' }).click();
    const alert = page.getByRole('alert');
    await alert.getByText('Please enter a valid email address.').waitFor();
    const field = page.getByLabel('Continue with any other Email');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.getAttribute('aria-describedby')).toBe(await alert.getAttribute('id'));
    expect(ctx.server.mailer.kind === 'dev-outbox' && ctx.server.mailer.messages().some((m) => m.to === 'someone@nowhere')).toBe(false);
    await page.close();
  });

  it('sends a signed-out visitor of / to /onboarding, and a callback without a session to /login', async () => {
    const page = await ctx.browser.newPage();
    await page.goto(`${ctx.server.url}/`);
    await page.getByRole('heading', { name: 'Welcome to Attune' }).waitFor();
    await page.goto(`${ctx.server.url}/auth/callback`);
    await page.getByRole('heading', { name: 'Sign in to Attune' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.close();
  });

  it('words a malformed login link for a person, without the name of the field behind it', async () => {
    const page = await ctx.browser.newPage();
    await page.goto(`${ctx.server.url}/auth/callback#token=notarealtoken`);
    await page.getByRole('heading', { name: 'Authentication Failed' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toBe('This login link is not valid. Please request a new one.');
    await page.close();
  });

  it('shows the fixed sentence for a Google failure code, and never words an address made up', async () => {
    const failurePanel = async (fragment: string) => {
      const page = await ctx.browser.newPage();
      await page.goto(`${ctx.server.url}/auth/callback#error=${encodeURIComponent(fragment)}`);
      await page.getByRole('heading', { name: 'Authentication Failed' }).waitFor();
      const shown = { alert: await page.getByRole('alert').textContent(), hash: new URL(page.url()).hash };
      await page.close();
      return shown;
    };
    expect(await failurePanel('unverified_email')).toEqual({ alert: 'Your Google email address is not verified.', hash: '' });
    expect(await failurePanel('Your account is locked. Call +1 555 0100 to unlock it.')).toEqual({
      alert: 'Google sign-in failed. Please try again.',
      hash: '',
    });
  });

  it('takes a signed-in user opening a used link straight into the app', async () => {
    const page = await ctx.browser.newPage();
    const href = await signInThroughOutbox(page, ctx.server.url, freshAddress('twice.clicked'));
    await page.getByRole('heading', { name: FIRST_QUESTION }).waitFor();
    await page.goto(href);
    await page.getByRole('heading', { name: FIRST_QUESTION }).waitFor();
    expect(await page.getByRole('heading', { name: 'Authentication Failed' }).count()).toBe(0);
    await page.close();
  });

  it('shows the time-out after 7 s without a session, and still goes on when the sign-in finishes late', async () => {
    const page = await ctx.browser.newPage();
    // The link's answer comes once the time-out is seen, however long a loaded machine took to show it.
    const release = await holdRequests(page, '**/trpc/auth.redeemLoginLink*');
    await signInThroughOutbox(page, ctx.server.url, freshAddress('slow.link'));
    await page.getByText('Authentication process timed out. Please try logging in again.').waitFor();
    release();
    await page.getByRole('heading', { name: FIRST_QUESTION }).waitFor();
    await page.close();
  }, 30_000);

  it("signs the browser out even when the server cannot be reached, and ends the sessions once it can", async () => {
    const page = await ctx.browser.newPage();
    await signInThroughOutbox(page, ctx.server.url, freshAddress('offline.leaver'));
    await page.getByRole('heading', { name: FIRST_QUESTION }).waitFor();
    const release = await holdRequests(page, '**/trpc/auth.signOut*', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByRole('menuitem', { name: 'Signing out...' }).waitFor();
    release();
    await page.getByRole('heading', { name: 'Welcome to Attune' }).waitFor();
    await page.unroute('**/trpc/auth.signOut*');

    await page.reload(); // the cookie is still there, but the browser stays signed out and asks the server again
    await page.getByRole('heading', { name: 'Welcome to Attune' }).waitFor();
    await expect.poll(() => callInPage<{ user: unknown }>(page, 'auth.session', undefined, 'query').then((session) => session.user)).toBeNull();
    await page.close();
  });
});

