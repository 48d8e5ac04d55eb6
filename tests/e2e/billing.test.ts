import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { STRIPE_WEBHOOK_PATH } from '../../src/worker/http/stripe-webhook';
import { freshAddress } from '../support/addresses';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { describeInBrowser } from '../support/browser';
import { callInPage, startJournal } from '../support/browser-journal';
import { signInThroughApi } from '../support/browser-sign-in';
import { type FakeStripe, startFakeStripe } from '../support/fake-stripe';
import { setEventCount } from '../support/journal';
import { ONBOARDING_ANSWERS } from '../support/onboarding-answers';
import { startTestServer } from '../support/node-server';
import { seedEntries } from '../support/seed-entries';
import { type SharedSession, useSharedServerAndBrowser } from '../support/shared-server';
import { checkoutCompleted, webhookRequest } from '../support/stripe-webhooks';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** The screen at a desktop's and a phone's size, for a person to look at (test-results/billing-*.png). */
async function screenshots(page: Page, name: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `test-results/billing-${name}-${viewport.width}.png` });
  }
  await page.setViewportSize(VIEWPORTS[0]!);
}

describeInBrowser('plans and billing in Chromium', () => {
  // The shared host has no payments configured; Stripe's and the fake payments' need hosts of their own.
  const shared = useSharedServerAndBrowser();
  const serverWithoutStripe = shared.server;
  let stripe: FakeStripe;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let serverWithFakePayments: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    [server, serverWithFakePayments] = await Promise.all([startTestServer({ env: stripe.env }), startTestServer({ env: { PAYMENTS: 'fake' } })]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([server?.close(), serverWithFakePayments?.close()]);
    await stripe?.close();
  });

  const banner = (page: Page, title: string) => page.getByRole('region', { name: title });
  type Host = SharedSession['server'];
  type Account = { host: Host; userId: string; profileId: string };

  /** A signed-in, onboarded account on `host` with `entries` entries, its journal open in a new page. */
  async function openJournalWith(host: Host, email: string, entries: number) {
    const page = await shared.browser.newPage({ viewport: VIEWPORTS[0] });
    page.setDefaultTimeout(10_000);
    const profileId = await startJournal(page, host.url, email);
    const { id } = await host.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const account = { host, userId: id, profileId };
    await fillJournal(account, 1, entries);
    await page.goto(`${host.url}/`);
    return { page, account };
  }

  /** Entries numbered `from` to `total`, counted on the plan as the server counts them. */
  async function fillJournal({ host, profileId, userId }: Account, from: number, total: number) {
    await seedEntries(host.database.db, profileId, from, total - from + 1);
    await setEventCount(host.database.db, userId, total);
  }

  it('warns at 80 entries, says the limit is reached at 100, and an upgrade through Stripe makes the account pro', async () => {
    const { page, account } = await openJournalWith(server, freshAddress('billing.banner'), 79);
    await page.getByRole('status', { name: 'Loading buttons' }).waitFor({ state: 'detached' });
    await page.getByRole('article').first().waitFor();
    expect(await banner(page, 'Free Plan Limit Approaching').count()).toBe(0);

    // The 80th entry, through the quick-add panel, brings the warning without a reload.
    await page.getByRole('button', { name: /Calm/ }).click();
    await page.getByRole('button', { name: 'Press 3' }).click();
    await page.getByRole('button', { name: 'Family', exact: true }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('button', { name: 'Skip Details' }).click();
    const warning = banner(page, 'Free Plan Limit Approaching');
    await warning.getByText('80 of 100 entries').waitFor();
    expect(await warning.getByRole('button', { name: 'Upgrade to Pro' }).isEnabled()).toBe(true);
    await expectNoSeriousAxeViolations(page, 'usage banner, warning');
    await screenshots(page, 'warning');

    await fillJournal(account, 81, 100);
    await page.reload();
    const reached = banner(page, 'Free Plan Limit Reached');
    await reached.getByText('100 of 100 entries').waitFor();
    // Said in the panel before a person starts an entry that cannot be saved.
    const limitNotice = page.getByRole('status').filter({ hasText: 'Entry limit reached for Free plan. Upgrade to Pro?' });
    await limitNotice.waitFor();
    expect(await page.getByRole('button', { name: /Calm/ }).isDisabled()).toBe(true); // before the flow, not at its end
    expect(await limitNotice.getByRole('button', { name: 'Upgrade to Pro?' }).isEnabled()).toBe(true); // a way there, not plain text
    await expectNoSeriousAxeViolations(page, 'usage banner, limit reached');
    await screenshots(page, 'reached');

    await reached.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await page.waitForURL(`${stripe.url}/pay/cs_test_*`);
    const [checkout] = stripe.checkoutSessions();
    expect(checkout!.params.get('success_url')).toBe(`${server.url}/success`);
    expect(checkout!.params.get('cancel_url')).toBe(`${server.url}/canceled`);

    // Stripe sends the person back before its webhook may have arrived: /success waits for it.
    await page.goto(`${server.url}/success`);
    await page.getByRole('heading', { name: 'Payment successful! Updating your profile...' }).waitFor();
    await screenshots(page, 'success');
    const { stripe_customer_id: customerId } = await server.database.db
      .selectFrom('plans')
      .select('stripe_customer_id')
      .where('user_id', '=', account.userId)
      .executeTakeFirstOrThrow();
    const event = checkoutCompleted({ accountId: account.userId, customerId: customerId!, subscriptionId: 'sub_test_banner' });
    const delivered = await fetch(`${server.url}${STRIPE_WEBHOOK_PATH}`, await webhookRequest(event));
    expect(delivered.status).toBe(200);

    await page.waitForURL(`${server.url}/`, { timeout: 15_000 });
    await page.getByRole('article').first().waitFor();
    const usage = await callInPage<{ planType: string }>(page, 'billing.usage', undefined, 'query');
    expect(usage.planType).toBe('pro');
    expect(await page.getByRole('region', { name: /^Free Plan Limit/ }).count()).toBe(0);
    expect(await page.getByText('Entry limit reached for Free plan. Upgrade to Pro?').count()).toBe(0);

    // A pro account manages its subscription in Stripe's customer portal.
    await page.getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Manage subscription' }).click();
    await page.waitForURL(`${stripe.url}/portal/bps_*`);
    expect(stripe.portalSessions()[0]!.params.get('customer')).toBe(customerId);
    await page.close();
  }, 90_000);

  it('without payments says what the limit means; compact on a phone, covering nothing, dismissed until the next threshold', async () => {
    const { page, account } = await openJournalWith(serverWithoutStripe, freshAddress('billing.unconfigured'), 85);
    await page.setViewportSize(VIEWPORTS[1]!);
    const warning = banner(page, 'Free Plan Limit Approaching');
    await warning.getByText('85 of 100 entries').waitFor();
    expect(await warning.getByRole('button', { name: 'Upgrade to Pro' }).count()).toBe(0); // no dead button
    const meaning = 'At 100 entries saving new ones stops; deleting entries does not make room. No upgrade on this server.';
    expect(await warning.getByText(meaning).isVisible()).toBe(true);
    await page.getByRole('article').first().waitFor();
    await screenshots(page, 'no-payments');
    await page.setViewportSize(VIEWPORTS[1]!);
    const height = (await warning.boundingBox())!.height;
    expect(height).toBeLessThanOrEqual(96); // of 844: it was 185
    await expectNoSeriousAxeViolations(page, 'usage banner without payments');

    // At the end of the page the banner sits below the journal, covering none of it.
    await page.setViewportSize(VIEWPORTS[1]!);
    const overlap = () =>
      warning.evaluate((bar) => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return document.querySelector('main')!.getBoundingClientRect().bottom - bar.getBoundingClientRect().top;
      });
    await expect.poll(overlap).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/billing-no-payments-end-390.png' });

    // Dismissed for the session: gone after a reload, back when the limit is reached.
    await warning.getByRole('button', { name: 'Dismiss until the next limit' }).click();
    await warning.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('article').first().waitFor();
    expect(await page.getByRole('region', { name: /^Free Plan Limit/ }).count()).toBe(0);
    await fillJournal(account, 86, 100);
    await page.reload();
    await banner(page, 'Free Plan Limit Reached').getByText('100 of 100 entries').waitFor();
    await page.close();
  }, 60_000);

  it('lets a developer try the money path with PAYMENTS=fake: checkout page, /success, pro, and a cancel in the portal', async () => {
    const { page } = await openJournalWith(serverWithFakePayments, freshAddress('billing.fake'), 85);
    const warning = banner(page, 'Free Plan Limit Approaching');
    await warning.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await page.waitForURL(/\/pay\/cs_test_/);
    await page.getByRole('heading', { name: 'Attune Pro' }).waitFor();
    expect(await page.getByText('This is the local fake checkout (PAYMENTS=fake)', { exact: false }).isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(page, 'fake checkout');
    await screenshots(page, 'fake-checkout');

    await page.getByRole('button', { name: 'Pay $9.99' }).click();
    await page.waitForURL(`${serverWithFakePayments.url}/`, { timeout: 20_000 }); // by /success, once the signed webhook made the account pro
    await page.getByRole('article').first().waitFor();
    expect((await callInPage<{ planType: string }>(page, 'billing.usage', undefined, 'query')).planType).toBe('pro');
    expect(await page.getByRole('region', { name: /^Free Plan Limit/ }).count()).toBe(0);

    await page.getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Manage subscription' }).click();
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.waitForURL(`${serverWithFakePayments.url}/`);
    await expect.poll(async () => (await callInPage<{ planType: string }>(page, 'billing.usage', undefined, 'query')).planType).toBe('free');
    await page.close();
  }, 90_000);

  it('sends a new account that chooses pro in onboarding to Stripe Checkout, back to plan selection on cancel, and into the journal on success', async () => {
    const page = await shared.browser.newPage({ viewport: VIEWPORTS[0] });
    page.setDefaultTimeout(10_000);
    await signInThroughApi(page, server.url, freshAddress('billing.onboarding'));
    await page.waitForURL(`${server.url}/onboarding`);
    await callInPage(page, 'onboarding.start');
    for (const answer of ONBOARDING_ANSWERS) await callInPage(page, 'onboarding.answer', answer);
    await callInPage(page, 'onboarding.commit', { commitment: true });
    await page.reload();

    const goPro = () => page.getByRole('button', { name: 'Go Pro' }).click();
    await goPro();
    await page.waitForURL(`${stripe.url}/pay/cs_test_*`);
    const onboardingCheckout = stripe.checkoutSessions().at(-1)!;
    expect(onboardingCheckout.params.get('success_url')).toBe(`${server.url}/onboarding/success`);

    await page.goto(`${server.url}/onboarding/cancel`);
    await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
    await goPro();
    await page.waitForURL(`${stripe.url}/pay/cs_test_*`);

    await page.goto(`${server.url}/onboarding/success`);
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('heading', { name: /feel today\?$/ }).waitFor();
    // The plan is Stripe's to change, by its webhook: returning from checkout does not make it pro.
    const usage = await callInPage<{ planType: string }>(page, 'billing.usage', undefined, 'query');
    expect(usage.planType).toBe('free');
    await page.close();
  }, 60_000);
});
