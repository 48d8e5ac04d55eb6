import { type FakeRoute, type RecordedRequest, startFakeHttpServer } from './fake-http-server';
import { FAKE_STRIPE_KEYS } from './fake-stripe-keys';
import { checkoutPage, portalPage, redirectTo } from './fake-stripe-pages';
import { checkoutCompleted, type StripeTestEvent, subscriptionEvent, webhookRequest } from './stripe-events';

export { FAKE_STRIPE_KEYS };

/** A subscription the fake cannot cancel: Stripe's own 500, as when it is down. */
export const UNREACHABLE_SUBSCRIPTION = 'sub_unreachable';

/** A price the fake does not know: checkout answers Stripe's 400 for it. */
export const UNKNOWN_PRICE = 'price_unknown';

const form = (request: RecordedRequest) => new URLSearchParams(request.body);
const stripeId = (prefix: string) => `${prefix}_${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}`;
const now = () => Math.floor(Date.now() / 1000);

interface OpenSession {
  accountId: string;
  customerId: string;
  successUrl: string;
  cancelUrl: string;
}

/**
 * A local stand-in for the Stripe API, enough for the real `stripe` SDK to create customers,
 * Checkout Sessions and billing portal sessions. Like Stripe, a repeated Idempotency-Key gets the
 * first answer again. Hosted pages point back at this server, so a browser can follow them; with
 * a `webhookUrl` (PAYMENTS=fake) they are simple pages whose pay and cancel send the app the
 * signed events Stripe would.
 */
export async function startFakeStripe({ webhookUrl }: { webhookUrl?: string } = {}) {
  const answered = new Map<string, ReturnType<FakeRoute>>();
  const checkouts = new Map<string, OpenSession>();
  const portals = new Map<string, { customerId: string; returnUrl: string }>();
  const subscriptions = new Map<string, string>(); // customer -> subscription
  let url = '';
  const send = (event: StripeTestEvent) => {
    if (webhookUrl) void webhookRequest(event).then((init) => fetch(webhookUrl, init)).catch(() => undefined);
  };
  /** Answers like Stripe: the same idempotency key on the same route returns the same object. */
  const idempotent = (route: string, create: FakeRoute): FakeRoute => (request) => {
    const key = request.headers['idempotency-key'];
    const cacheKey = typeof key === 'string' ? `${route} ${key}` : null;
    const cached = cacheKey ? answered.get(cacheKey) : undefined;
    if (cached) return cached;
    const answer = create(request);
    if (cacheKey) answered.set(cacheKey, answer);
    return answer;
  };

  const server = await startFakeHttpServer({
    'POST /v1/customers': idempotent('customers', (request) => ({
      json: {
        id: stripeId('cus'),
        object: 'customer',
        created: now(),
        email: form(request).get('email'),
        name: form(request).get('name'),
        metadata: { account_id: form(request).get('metadata[account_id]') },
        livemode: false,
      },
    })),
    'POST /v1/checkout/sessions': idempotent('checkout', (request) => {
      const id = stripeId('cs_test');
      const params = form(request);
      if (params.get('line_items[0][price]') === UNKNOWN_PRICE) {
        return { status: 400, json: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such price: '${UNKNOWN_PRICE}'` } } };
      }
      checkouts.set(id, {
        accountId: params.get('client_reference_id') ?? '',
        customerId: params.get('customer') ?? '',
        successUrl: params.get('success_url') ?? '/',
        cancelUrl: params.get('cancel_url') ?? '/',
      });
      return {
        json: {
          id,
          object: 'checkout.session',
          created: now(),
          mode: params.get('mode'),
          status: 'open',
          payment_status: 'unpaid',
          customer: params.get('customer'),
          client_reference_id: params.get('client_reference_id'),
          success_url: params.get('success_url'),
          cancel_url: params.get('cancel_url'),
          subscription: null,
          url: `${url}/pay/${id}`,
          livemode: false,
        },
      };
    }),
    'POST /v1/billing_portal/sessions': idempotent('portal', (request) => {
      const id = stripeId('bps');
      portals.set(id, { customerId: form(request).get('customer') ?? '', returnUrl: form(request).get('return_url') ?? '/' });
      return {
        json: {
          id,
          object: 'billing_portal.session',
          created: now(),
          customer: form(request).get('customer'),
          return_url: form(request).get('return_url'),
          url: `${url}/portal/${id}`,
          livemode: false,
        },
      };
    }),
    'GET /pay/*': (request) => {
      const id = request.path.split('/').at(-1)!;
      const session = checkouts.get(id);
      return session ? checkoutPage(id, session.cancelUrl) : { status: 404, json: { message: 'no such checkout' } };
    },
    'POST /pay/*': (request) => {
      const session = checkouts.get(request.path.split('/').at(-1)!);
      if (!session) return { status: 404, json: { message: 'no such checkout' } };
      const subscriptionId = stripeId('sub');
      subscriptions.set(session.customerId, subscriptionId);
      send(checkoutCompleted({ accountId: session.accountId, customerId: session.customerId, subscriptionId }));
      return redirectTo(session.successUrl);
    },
    'GET /portal/*': (request) => {
      const id = request.path.split('/').at(-1)!;
      const portal = portals.get(id);
      return portal ? portalPage(id, portal.returnUrl) : { status: 404, json: { message: 'no such portal session' } };
    },
    'POST /portal/*': (request) => {
      const portal = portals.get(request.path.split('/').at(-1)!);
      if (!portal) return { status: 404, json: { message: 'no such portal session' } };
      const subscriptionId = subscriptions.get(portal.customerId);
      if (subscriptionId) send(subscriptionEvent('customer.subscription.deleted', { customerId: portal.customerId, subscriptionId, status: 'canceled' }));
      return redirectTo(portal.returnUrl);
    },
    'DELETE /v1/subscriptions/*': (request) => {
      const id = request.path.split('/').at(-1)!;
      if (id === UNREACHABLE_SUBSCRIPTION) return { status: 500, json: { error: { type: 'api_error', message: 'Something went wrong on our end.' } } };
      if (!id.startsWith('sub_')) {
        return { status: 404, json: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such subscription: '${id}'` } } };
      }
      return { json: { id, object: 'subscription', status: 'canceled', canceled_at: now(), livemode: false } };
    },
  });
  url = server.url;

  const requestsTo = (path: string) => server.requests.filter((request) => request.method === 'POST' && request.path === path);
  return {
    ...server,
    /** The env that points the app's Stripe SDK at this server. */
    env: { ...FAKE_STRIPE_KEYS, STRIPE_API_BASE: server.url },
    customersCreated: () => requestsTo('/v1/customers'),
    checkoutSessions: () => requestsTo('/v1/checkout/sessions').map((request) => ({ request, params: form(request) })),
    canceledSubscriptions: () => server.requests.filter((request) => request.method === 'DELETE').map((request) => request.path.split('/').at(-1)!),
    portalSessions: () => requestsTo('/v1/billing_portal/sessions').map((request) => ({ request, params: form(request) })),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
