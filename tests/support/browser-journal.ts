import type { Page } from 'playwright-core';
import { signInThroughApi } from './browser-sign-in';
import { ONBOARDING_ANSWERS } from './onboarding-answers';

/** Calls a tRPC procedure from inside the page, with its session cookie, as the app would. */
export async function callInPage<T = unknown>(page: Page, path: string, input?: unknown, method: 'query' | 'mutation' = 'mutation'): Promise<T> {
  return page.evaluate(
    async ({ path, input, method }) => {
      const response =
        method === 'query'
          ? await fetch(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input ?? {}))}`)
          : await fetch(`/trpc/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input ?? {}) });
      const body = await response.json();
      if (!response.ok) throw new Error(body.error?.message ?? `status ${response.status}`);
      return body.result.data;
    },
    { path, input, method },
  ) as Promise<T>;
}

/** Answers every onboarding step through the API, as the signed-in page's account. */
export async function finishOnboardingInPage(page: Page) {
  await callInPage(page, 'onboarding.start');
  for (const answer of ONBOARDING_ANSWERS) await callInPage(page, 'onboarding.answer', answer);
  await callInPage(page, 'onboarding.commit', { commitment: true });
  await callInPage(page, 'onboarding.choosePlan', { plan: 'free' });
  await callInPage(page, 'onboarding.complete');
}

/** A new account, signed in over HTTP and onboarded through the API, its page on the app; returns its profile id. */
export async function startJournal(page: Page, baseUrl: string, email: string): Promise<string> {
  await signInThroughApi(page, baseUrl, email);
  await finishOnboardingInPage(page);
  const profiles = await callInPage<{ id: string }[]>(page, 'profiles.list', undefined, 'query');
  return profiles[0]!.id;
}

/** Waits for the suggestions that follow an entry with notes, and closes them with Escape. */
export async function dismissAffirmationSuggestions(page: Page) {
  const suggestions = page.getByRole('dialog', { name: 'Suggested Affirmations' });
  await suggestions.getByRole('listitem').first().waitFor();
  await page.keyboard.press('Escape');
  await suggestions.waitFor({ state: 'detached' });
}
