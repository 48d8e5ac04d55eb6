import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, createTestApp } from '../support/app';
import { sessionCookieFor } from '../support/auth';
import { createTestDatabase, type TestDatabase, testEngines } from '../support/database';
import { createUser } from '../support/factories';
import { type FakeStripe, startFakeStripe, UNKNOWN_PRICE } from '../support/fake-stripe';
import { setPlanUsage } from '../support/journal';
import { ONBOARDING_ANSWERS } from '../support/onboarding-answers';
import { checkoutCompleted, invoicePaymentFailed, type StripeTestEvent, subscriptionEvent, webhookRequest } from '../support/stripe-webhooks';
import { outcomeOf } from '../support/trpc-outcome';

const ORIGIN = 'http://localhost:8787';
const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);

/** A new account, and a tRPC client signed in as it on `app`. */
async function newAccountOn(database: TestDatabase, app: ReturnType<typeof createTestApp>['app']) {
  const user = await createUser(database.db);
  return { user, client: createHttpClient(app, await sessionCookieFor(database.db, user.id)) };
}

describe.each(testEngines)('billing with Stripe on %s', (engine) => {
  let database: TestDatabase;
  let stripe: FakeStripe;
  let app: ReturnType<typeof createTestApp>['app'];

  beforeAll(async () => {
    [database, stripe] = await Promise.all([createTestDatabase(engine), startFakeStripe()]);
    app = createTestApp(database, { env: stripe.env }).app;
  });
  afterAll(async () => {
    await Promise.all([database?.dispose(), stripe?.close()]);
  });

  const newAccount = () => newAccountOn(database, app);

  const planOf = (userId: string) =>
    database.db
      .selectFrom('plans')
      .select(['plan_type', 'stripe_customer_id', 'stripe_subscription_id', 'stripe_subscription_status', 'stripe_current_period_end', 'updated_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst();

  async function postEvent(event: StripeTestEvent, secret?: string) {
    const response = await app.request('/api/stripe/webhook', await webhookRequest(event, secret));
    return { status: response.status, body: (await response.json()) as { outcome?: string } };
  }

  /** A pro account, as after a paid checkout: its customer stored and the completed checkout applied. */
  async function proAccount() {
    const account = await newAccount();
    await account.client.billing.checkout.mutate({ from: 'app' });
    const customerId = (await planOf(account.user.id))!.stripe_customer_id!;
    const subscriptionId = `sub_${account.user.id.slice(0, 8)}`;
    const completed = checkoutCompleted({ accountId: account.user.id, customerId, subscriptionId }, secondsAgo(60));
    expect((await postEvent(completed)).body.outcome).toBe('applied');
    return { ...account, customerId, subscriptionId, completed };
  }

  describe('checkout', () => {
    it('creates a Checkout Session through the real SDK and returns the URL Stripe gave', async () => {
      const { user, client } = await newAccount();
      const { checkoutUrl } = await client.billing.checkout.mutate({ from: 'app' });
      expect(checkoutUrl).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_\\w+$`));

      const { request, params } = stripe.checkoutSessions().at(-1)!;
      expect(request.headers.authorization).toBe('Bearer sk_test_attune_fake');
      expect(request.headers['idempotency-key']).toMatch(new RegExp(`^checkout-${user.id}-app-\\d+$`));
      expect(Object.fromEntries(params)).toMatchObject({
        mode: 'subscription',
        'line_items[0][price]': 'price_attune_pro_monthly',
        'line_items[0][quantity]': '1',
        client_reference_id: user.id,
        customer: (await planOf(user.id))!.stripe_customer_id,
        success_url: `${ORIGIN}/success`,
        cancel_url: `${ORIGIN}/canceled`,
      });
      expect((await planOf(user.id))!.plan_type).toBe('free'); // only the webhook makes it pro
    });

    it('returns onboarding checkouts to /onboarding/success and /onboarding/cancel', async () => {
      const { client } = await newAccount();
      await client.billing.checkout.mutate({ from: 'onboarding' });
      expect(Object.fromEntries(stripe.checkoutSessions().at(-1)!.params)).toMatchObject({
        success_url: `${ORIGIN}/onboarding/success`,
        cancel_url: `${ORIGIN}/onboarding/cancel`,
      });
    });

    it('creates one Stripe customer per account, once, even for concurrent first checkouts, and reuses it', async () => {
      const { user, client } = await newAccount();
      await Promise.all(Array.from({ length: 5 }, () => client.billing.checkout.mutate({ from: 'app' })));
      await client.billing.checkout.mutate({ from: 'onboarding' });

      const customerRequests = stripe.customersCreated().filter((request) => request.body.includes(user.id));
      expect(new Set(customerRequests.map((request) => request.headers['idempotency-key']))).toEqual(new Set([`customer-${user.id}`]));
      expect(customerRequests.length).toBeLessThanOrEqual(5);
      const stored = (await planOf(user.id))!.stripe_customer_id;
      const sessions = stripe.checkoutSessions().filter(({ params }) => params.get('client_reference_id') === user.id);
      expect(sessions).toHaveLength(6);
      expect(new Set(sessions.map(({ params }) => params.get('customer')))).toEqual(new Set([stored]));
    });

    it("starts from onboarding's choice of pro, which stays on plan selection until the webhook", async () => {
      const { user, client } = await newAccount();
      await client.onboarding.start.mutate();
      for (const answer of ONBOARDING_ANSWERS) await client.onboarding.answer.mutate(answer);
      await client.onboarding.commit.mutate({ commitment: true });
      const chosen = await client.onboarding.choosePlan.mutate({ plan: 'pro' });
      expect(chosen).toMatchObject({ stepKey: 'plan_selection', chosenPlan: 'pro', checkoutUrl: expect.stringContaining(`${stripe.url}/pay/`) });
      expect(Object.fromEntries(stripe.checkoutSessions().at(-1)!.params)).toMatchObject({
        client_reference_id: user.id,
        success_url: `${ORIGIN}/onboarding/success`,
      });
      expect((await client.onboarding.start.mutate()).paymentsAvailable).toBe(true);
    });

    it('refuses a second subscription, and says so readably when Stripe refuses the checkout', async () => {
      const { client } = await proAccount();
      expect(await outcomeOf(client.billing.checkout.mutate({ from: 'app' }))).toMatchObject({
        ok: false,
        code: 'CONFLICT',
        message: 'Your account is already on the Pro plan.',
      });
      const misconfigured = createTestApp(database, { env: { ...stripe.env, STRIPE_PRICE_ID: UNKNOWN_PRICE } }).app;
      const other = (await newAccountOn(database, misconfigured)).client;
      expect(await outcomeOf(other.billing.checkout.mutate({ from: 'app' }))).toMatchObject({
        ok: false,
        code: 'BAD_GATEWAY',
        message: 'Could not initiate checkout.',
      });
    });
  });

  describe('the webhook', () => {
    it('makes the account pro after a completed checkout, with its subscription', async () => {
      const { user, subscriptionId } = await proAccount();
      expect(await planOf(user.id)).toMatchObject({ plan_type: 'pro', stripe_subscription_id: subscriptionId });
    });

    it('applies an event once: the same event delivered 3 more times changes nothing', async () => {
      const { user, completed } = await proAccount();
      const before = await planOf(user.id);
      for (let delivery = 0; delivery < 3; delivery++) {
        expect(await postEvent(completed)).toEqual({ status: 200, body: { received: true, outcome: 'duplicate' } });
      }
      expect(await planOf(user.id)).toEqual(before);
      const recorded = await database.db.selectFrom('stripe_events').select(['id', 'type']).where('id', '=', completed.id).execute();
      expect(recorded).toEqual([{ id: completed.id, type: 'checkout.session.completed' }]);
    });

    it('answers 400 to a bad or missing signature, and changes nothing', async () => {
      const { user } = await newAccount();
      const event = checkoutCompleted({ accountId: user.id, customerId: 'cus_forged', subscriptionId: 'sub_forged' });
      expect((await postEvent(event, 'whsec_someone_else')).status).toBe(400);
      const unsigned = await app.request('/api/stripe/webhook', { method: 'POST', body: JSON.stringify(event) });
      expect(unsigned.status).toBe(400);
      const signed = await webhookRequest(event);
      const tampered = await app.request('/api/stripe/webhook', { ...signed, body: String(signed.body).replace(user.id, crypto.randomUUID()) });
      expect(tampered.status).toBe(400);
      expect(await planOf(user.id)).toBeUndefined();
      expect(await database.db.selectFrom('stripe_events').select('id').where('id', '=', event.id).execute()).toEqual([]);
    });

    it("accepts events only within the SDK's signature tolerance (300 s), in the past and in the future", async () => {
      const { user } = await newAccount();
      const secondsAhead = (seconds: number) => new Date(Date.now() + seconds * 1000);
      const checkout = (created: Date) => checkoutCompleted({ accountId: user.id, customerId: 'cus_dated', subscriptionId: 'sub_dated' }, created);
      const post = async (event: StripeTestEvent, signedAt: Date) => (await app.request('/api/stripe/webhook', await webhookRequest(event, undefined, signedAt))).status;
      expect(await post(checkout(secondsAgo(400)), secondsAgo(400))).toBe(400);
      expect(await post(checkout(new Date()), secondsAhead(400))).toBe(400);
      expect(await post(checkout(secondsAhead(400)), new Date())).toBe(400);
      expect(await planOf(user.id)).toBeUndefined();
      expect(await post(checkout(secondsAhead(60)), secondsAhead(60))).toBe(200);
      expect(await planOf(user.id)).toMatchObject({ plan_type: 'pro', stripe_subscription_id: 'sub_dated' });
    });

    it('returns the account to free when the subscription is deleted, and an older update cannot revive pro', async () => {
      const { user, customerId, subscriptionId } = await proAccount();
      const subscription = { customerId, subscriptionId, status: 'active' };
      expect((await postEvent(subscriptionEvent('customer.subscription.updated', subscription, secondsAgo(30)))).body.outcome).toBe('applied');
      expect((await planOf(user.id))!.plan_type).toBe('pro');

      const deleted = subscriptionEvent('customer.subscription.deleted', { ...subscription, status: 'canceled' }, secondsAgo(10));
      expect((await postEvent(deleted)).body.outcome).toBe('applied');
      expect(await planOf(user.id)).toMatchObject({ plan_type: 'free', stripe_subscription_status: 'canceled' });

      const late = subscriptionEvent('customer.subscription.updated', subscription, secondsAgo(20));
      expect((await postEvent(late)).body.outcome).toBe('stale');
      expect(await planOf(user.id)).toMatchObject({ plan_type: 'free', stripe_subscription_status: 'canceled' });
    });

    it('follows the subscription status: active and trialing are pro, anything else free; stores the period end', async () => {
      const { user, customerId, subscriptionId } = await proAccount();
      const periodEnd = new Date('2030-01-31T12:00:00Z');
      const statuses = [
        ['past_due', 'free'],
        ['trialing', 'pro'],
        ['unpaid', 'free'],
        ['active', 'pro'],
      ] as const;
      for (const [index, [status, planType]] of statuses.entries()) {
        await postEvent(subscriptionEvent('customer.subscription.updated', { customerId, subscriptionId, status, periodEnd }, secondsAgo(50 - index)));
        expect(await planOf(user.id), status).toMatchObject({ plan_type: planType, stripe_subscription_status: status, stripe_current_period_end: periodEnd });
      }
    });

    it("keeps pro when the subscription's 'incomplete' creation of the same second arrives after the completed checkout", async () => {
      const { user, customerId, subscriptionId, completed } = await proAccount();
      const creation = subscriptionEvent('customer.subscription.created', { customerId, subscriptionId, status: 'incomplete' }, new Date(completed.created * 1000));
      expect((await postEvent(creation)).body.outcome).toBe('applied');
      expect(await planOf(user.id)).toMatchObject({ plan_type: 'pro', stripe_subscription_status: 'incomplete' });
    });

    it('records a failed payment but keeps pro until Stripe ends the subscription', async () => {
      const { user, customerId, subscriptionId } = await proAccount();
      expect((await postEvent(invoicePaymentFailed({ customerId, subscriptionId }))).body.outcome).toBe('applied');
      expect(await planOf(user.id)).toMatchObject({ plan_type: 'pro', stripe_subscription_status: 'payment_failed' });
    });

    it('waits for the subscription when a checkout completes unpaid (a delayed payment method)', async () => {
      const { user } = await newAccount();
      const unpaid = checkoutCompleted({ accountId: user.id, customerId: 'cus_delayed', subscriptionId: 'sub_delayed' });
      unpaid.data.object.payment_status = 'unpaid';
      expect((await postEvent(unpaid)).body.outcome).toBe('ignored');
      expect(await planOf(user.id)).toBeUndefined();
    });

    it('acknowledges events it does not act on, and events for a customer it does not know', async () => {
      const ignored = { id: 'evt_ignored_1', type: 'customer.created', created: Math.floor(Date.now() / 1000), data: { object: { id: 'cus_x' } } };
      expect(await postEvent(ignored)).toEqual({ status: 200, body: { received: true, outcome: 'ignored' } });
      const stranger = subscriptionEvent('customer.subscription.updated', { customerId: 'cus_nobody', subscriptionId: 'sub_nobody', status: 'active' });
      expect((await postEvent(stranger)).body.outcome).toBe('unknown account');
    });
  });

  describe('usage and the portal', () => {
    it('reports the counts and the free limits, and no limits on pro', async () => {
      const { user, client } = await newAccount();
      await setPlanUsage(database.db, user.id, { event_count: 81, affirmation_count: 7 });
      expect(await client.billing.usage.query()).toEqual({
        planType: 'free',
        paymentsAvailable: true,
        canManageSubscription: false,
        subscriptionStatus: null,
        currentPeriodEnd: null,
        usage: { entries: { used: 81, limit: 100 }, affirmations: { used: 7, limit: 100 }, insights: { used: 0, limit: 4 } },
      });
      const pro = await proAccount();
      expect(await pro.client.billing.usage.query()).toMatchObject({
        planType: 'pro',
        canManageSubscription: true,
        usage: { entries: { used: 0, limit: null }, affirmations: { used: 0, limit: null }, insights: { used: 0, limit: null } },
      });
    });

    it('opens the customer portal for a pro account, returning to the app; a free account has none', async () => {
      const { client, customerId } = await proAccount();
      const { portalUrl } = await client.billing.portal.mutate();
      expect(portalUrl).toMatch(new RegExp(`^${stripe.url}/portal/bps_\\w+$`));
      expect(Object.fromEntries(stripe.portalSessions().at(-1)!.params)).toEqual({ customer: customerId, return_url: `${ORIGIN}/` });
      const free = await newAccount();
      expect(await outcomeOf(free.client.billing.portal.mutate())).toMatchObject({ ok: false, code: 'PRECONDITION_FAILED' });
    });
  });
});

describe('billing without Stripe', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(() => database.dispose());

  it('refuses upgrades readably, reports payments unavailable and believes no webhook', async () => {
    const { app } = createTestApp(database);
    const { user, client } = await newAccountOn(database, app);
    expect(await outcomeOf(client.billing.checkout.mutate({ from: 'app' }))).toMatchObject({
      ok: false,
      code: 'PRECONDITION_FAILED',
      message: 'Payments are not configured on this server yet. You can continue on the free plan.',
    });
    expect(await client.billing.usage.query()).toMatchObject({ planType: 'free', paymentsAvailable: false });
    const event = checkoutCompleted({ accountId: user.id, customerId: 'cus_1', subscriptionId: 'sub_1' });
    expect((await app.request('/api/stripe/webhook', await webhookRequest(event))).status).toBe(400);
  });

  it('explains a bad checkout input', async () => {
    const { client } = await newAccountOn(database, createTestApp(database).app);
    expect(await outcomeOf(client.billing.checkout.mutate({ from: 'elsewhere' as never }))).toMatchObject({
      ok: false,
      code: 'BAD_REQUEST',
      message: 'An upgrade starts from onboarding or from the app.',
    });
  });
});
