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
