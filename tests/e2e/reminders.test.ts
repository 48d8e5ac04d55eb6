import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateVapidKeys } from '../../src/worker/services/reminders/vapid-keys';
import { freshAddress } from '../support/addresses';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { describeInBrowser, launchBrowser } from '../support/browser';
import { startJournal } from '../support/browser-journal';
import { startTestServer } from '../support/node-server';

const SCREENS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

describeInBrowser('reminders in Settings, in Chromium (issue 37)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: Browser;
  beforeAll(async () => {
    // with VAPID keys, so notifications are offered beside email
    const keys = await generateVapidKeys();
    [server, browser] = await Promise.all([startTestServer({ env: { ...keys, VAPID_SUBJECT: 'mailto:operator@attune.example' } }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('sets a reminder from the account menu, and finds it saved after a reload', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await startJournal(page, server.url, freshAddress('reminded'));
    await page.goto(server.url);
    await page.getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Reminders' }).click();
    await page.waitForURL(`${server.url}/settings/reminders`);
    await page.getByRole('heading', { name: 'Reminders', level: 1 }).waitFor();
    await page.getByText('No reminders yet.').waitFor();

    await page.getByRole('button', { name: 'Add a time' }).click();
    await page.getByLabel('Reminder 1 time').fill('08:30');
    for (const day of ['Saturday', 'Sunday']) await page.getByRole('button', { name: day, exact: true }).click();
    await page.getByRole('switch', { name: 'Email' }).click();
    expect(await page.getByRole('switch', { name: 'Notification' }).getAttribute('aria-checked')).toBe('false');
    expect(await page.getByRole('switch', { name: 'Skip when I have already logged today' }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Save reminders' }).click();
    await page.getByText('Reminders saved.').waitFor();

    await page.reload();
    await page.getByLabel('Reminder 1 time').waitFor();
    expect(await page.getByLabel('Reminder 1 time').inputValue()).toBe('08:30');
    const pressed = await page.locator('fieldset button[aria-pressed="true"]').evaluateAll((days) => days.map((day) => day.querySelector('.sr-only')?.textContent));
    expect(pressed).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(await page.getByRole('switch', { name: 'Email' }).getAttribute('aria-checked')).toBe('true');
    await page.getByText('Your reminder to check in. A minute is enough.').waitFor();

    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      await expectNoSeriousAxeViolations(page, `reminders (${screen.name})`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.width);
      await page.screenshot({ path: `artifacts/screenshots/reminders-${screen.name}.png`, fullPage: true });
    }
  }, 120_000);

  it('refuses a reminder without days, saying so, and keeps the saved one', async () => {
    const page = await browser.newPage();
    await startJournal(page, server.url, freshAddress('no.days'));
    await page.goto(`${server.url}/settings/reminders`);
    await page.getByRole('button', { name: 'Add a time' }).click();
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) await page.getByRole('button', { name: day, exact: true }).click();
    await page.getByRole('button', { name: 'Save reminders' }).click();
    await page.getByRole('alert').filter({ hasText: 'Choose at least one day for each reminder.' }).waitFor();
    await page.reload();
    await page.getByText('No reminders yet.').waitFor();
  }, 60_000);

  it('shows a pushed reminder through the app’s service worker, in the quiet words', async () => {
    const context = await browser.newContext();
    await context.grantPermissions(['notifications'], { origin: server.url });
    const page = await context.newPage();
    await startJournal(page, server.url, freshAddress('pushed'));
    await page.goto(`${server.url}/settings/reminders`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await context.newCDPSession(page);
    const registrations = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: [registration] }) => registration && resolve(registration.registrationId)),
    );
    await cdp.send('ServiceWorker.enable');
    const payload = { title: 'Attune', body: 'Your reminder to check in. A minute is enough.', url: '/', tag: 'attune-reminder' };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: server.url, registrationId: await registrations, data: JSON.stringify(payload) });

    const shown = () =>
      page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({ title: notification.title, body: notification.body, tag: notification.tag })));
    await expect.poll(shown, { timeout: 10_000 }).toEqual([{ title: 'Attune', body: payload.body, tag: 'attune-reminder' }]);
    await context.close();
  }, 60_000);
});
