import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';

/** Signs `email` in the way a person does: the sign-in form, then the link in the dev outbox. */
export async function signInThroughOutbox(page: Page, baseUrl: string, email: string) {
  await page.goto(`${baseUrl}/onboarding`);
  await page.getByLabel('Continue with any other Email').fill(email);
  await page.getByRole('button', { name: 'Get Login Link' }).click();
  await page.getByText(`We've sent a login link to ${email}.`, { exact: false }).waitFor();
  await page.goto(`${baseUrl}/dev/outbox`);
  const link = page.getByRole('listitem').filter({ hasText: email }).first().getByRole('link');
  const href = (await link.getAttribute('href'))!;
  await link.click();
  return href;
}

/** The newest login link the dev outbox holds for `email`. */
async function outboxLinkFor(page: Page, baseUrl: string, email: string): Promise<string> {
  const outbox = await (await page.request.get(`${baseUrl}/dev/outbox`)).text();
  const mail = outbox.split('<li>').find((item) => item.includes(` to ${email}\n`));
  const href = mail && /href="([^"]+)"/.exec(mail)?.[1];
  if (!href) throw new Error(`The dev outbox holds no login link for ${email}.`);
  return href;
}

/**
 * An address of `email`'s own in 198.18.0.0/15 (set aside for tests), which the run's shared host
 * (it trusts the loopback proxy) takes as the client's: every file's sign-ins together would fill
 * one address's allowance of login links. A host of a file's own trusts no proxy and ignores it.
 */
function requesterAddress(email: string): string {
  const [a, b, c] = createHash('sha256').update(email).digest();
  return `198.${18 + (a! & 1)}.${b}.${c}`;
}

/**
 * Signs `email` in through the same magic link, over HTTP from the page's browser context (whose
 * cookies the page then has), and opens /onboarding, where the link would have taken a new account.
 * For tests of what comes after signing in; sign-in.test.ts walks the form itself.
 */
export async function signInThroughApi(page: Page, baseUrl: string, email: string) {
  const headers = { origin: new URL(baseUrl).origin, 'x-forwarded-for': requesterAddress(email) };
  const post = async (path: string, input: unknown) => {
    const response = await page.request.post(`${baseUrl}/trpc/${path}`, { data: input, headers });
    if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  };
  await post('auth.requestLoginLink', { email });
  const href = await outboxLinkFor(page, baseUrl, email);
  await post('auth.redeemLoginLink', { token: new URL(href).hash.replace('#token=', '') });
  await page.goto(`${baseUrl}/onboarding`);
  return href;
}
