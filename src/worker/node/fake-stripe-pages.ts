import { PRO_PRICE_LABEL } from '../../shared/domain/plans';
import type { FakeAnswer } from './fake-http-server';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, body: string): FakeAnswer {
  return {
    headers: { 'content-type': 'text/html; charset=utf-8' },
    raw: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#0f172a;background:#f1f5f9;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:1.5rem;padding:2rem;max-width:26rem;margin:1rem;box-shadow:0 1px 3px #0002}
button,a.button{display:inline-block;font:inherit;font-weight:600;border-radius:.75rem;padding:.7rem 1.2rem;border:0;cursor:pointer;text-decoration:none}
button{background:#0f766e;color:#fff}a.button{color:#334155}.note{font-size:.875rem;color:#475569}</style></head>
<body><main>${body}</main></body></html>`,
  };
}

/** The fake's stand-in for Stripe Checkout: pay or cancel, nothing charged. */
export const checkoutPage = (id: string, cancelUrl: string) =>
  page(
    'Fake checkout',
    `<h1>Attune Pro</h1><p>${PRO_PRICE_LABEL} per month</p>
<p class="note">This is the local fake checkout (PAYMENTS=fake): no card is asked for and nothing is charged. Paying sends the app the signed webhook Stripe would.</p>
<form method="post" action="/pay/${escape(id)}"><button type="submit">Pay ${PRO_PRICE_LABEL}</button> <a class="button" href="${escape(cancelUrl)}">Cancel</a></form>`,
  );

/** The fake's stand-in for the customer portal: cancel the subscription, or go back. */
export const portalPage = (id: string, returnUrl: string) =>
  page(
    'Fake customer portal',
    `<h1>Your subscription</h1><p class="note">The local fake customer portal (PAYMENTS=fake).</p>
<form method="post" action="/portal/${escape(id)}"><button type="submit">Cancel subscription</button> <a class="button" href="${escape(returnUrl)}">Back to Attune</a></form>`,
  );

export const redirectTo = (location: string): FakeAnswer => ({ status: 303, headers: { location, 'content-type': 'text/plain' }, raw: '' });
