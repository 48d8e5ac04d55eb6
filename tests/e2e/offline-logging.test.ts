import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { freshAddress } from '../support/addresses';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { describeInBrowser, useServerAndBrowser } from '../support/browser';
import { startJournal } from '../support/browser-journal';
import { makePng } from '../support/images';
import { waitForServiceWorkerControl } from '../support/service-worker';
import { setEventCount } from '../support/journal';

const SHOTS = 'artifacts/screenshots';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Until the offline queue's code is in (it loads once the page is idle), and the service worker controls the page if `worker`. */
async function readyForOffline(page: Page, worker: boolean) {
  if (worker) await waitForServiceWorkerControl(page, () => page.getByRole('heading', { name: /feel today\?$/ }).waitFor());
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/entryQueue-[\w-]+\.js$/.test(entry.name)));
}

/** Logs a feeling through the quick-add panel as a person does: every tag the first time, 'the same tags' after. */
async function logFeeling(page: Page, mood: string, notes: string, image?: Buffer) {
  await page.getByRole('button', { name: mood, exact: true }).click();
  await page.getByRole('button', { name: 'Press 6' }).click();
  await page.getByRole('button', { name: 'Work', exact: true }).click();
  const same = page.getByRole('heading', { name: 'Use the same tags as before?' });
  const where = page.getByRole('heading', { name: 'Where are you?' });
  await same.or(where).waitFor();
  if (await same.isVisible()) await page.getByRole('button', { name: 'Confirm' }).click();
  else {
    for (const answer of ['Outdoor', 'Alone', 'Today', 'Offline']) await page.getByRole('button', { name: answer, exact: true }).click();
  }
  await page.getByLabel('Why this feeling? (Add details for AI Affirmation)').fill(notes);
  if (image) {
    // The cap on images kept offline is said where they are added.
    await page.getByText('Offline: up to 3 images of at most 5 MB each wait on this device with the entry.').waitFor();
    await page.locator('input[type="file"]').setInputFiles([{ name: 'tunnel.png', mimeType: 'image/png', buffer: image }]);
    await page.getByRole('img', { name: 'Attached image' }).waitFor();
  }
  await page.getByRole('button', { name: 'Save Entry' }).click();
}

const feed = (page: Page) => page.locator('section[aria-labelledby="activity-feed-heading"]');
/** Scrolls the feed's heading to just below the sticky header, for a screenshot. */
const showFeed = (page: Page) =>
  page.locator('#activity-feed-heading').evaluate((heading) => window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 120));
/** The feed at 1280x800 and then 390x844 (where the page stays), and no serious axe finding. */
async function photographFeed(page: Page, name: string, screen: string) {
  mkdirSync(SHOTS, { recursive: true });
  await showFeed(page);
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png` });
  await page.setViewportSize(PHONE);
  await showFeed(page);
  await page.screenshot({ path: `${SHOTS}/${name}-mobile.png` });
  await expectNoSeriousAxeViolations(page, screen);
}
const waitingCards = (page: Page) => page.getByRole('article').filter({ hasText: 'Waiting to sync' });

/** The offline queue as the page's IndexedDB holds it (the raw API, as any script could read it). */
function readQueueInPage(page: Page) {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('attune-offline');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const records = await new Promise<unknown[]>((resolve) => {
      const request = db.transaction('entries').objectStore('entries').getAll();
      request.onsuccess = () => resolve(request.result as unknown[]);
    });
    db.close();
    return records;
  });
}

function putBackInPage(page: Page, records: unknown[]) {
  return page.evaluate(async (records) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('attune-offline');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const transaction = db.transaction('entries', 'readwrite');
    records.forEach((record) => transaction.objectStore('entries').put(record));
    await new Promise((resolve) => (transaction.oncomplete = resolve));
    db.close();
  }, records);
}

describeInBrowser('logging without a connection in Chromium (issue 37)', () => {
  const ctx = useServerAndBrowser();
  const db = () => ctx.server.database.db;
  const storedEntries = (profileId: string) =>
    db().selectFrom('wellness_entries').select(['id', 'timestamp', 'notes', 'images']).where('profile_id', '=', profileId).orderBy('timestamp').execute();
  const eventCount = async (email: string) =>
    (
      await db()
        .selectFrom('plans')
        .innerJoin('users', 'users.id', 'plans.user_id')
        .select('event_count')
        .where('users.email', '=', email)
        .executeTakeFirstOrThrow()
    ).event_count;

  /** A new journal under an address of this attempt's own (freshAddress), on the main screen, ready to go offline. */
  async function openJournal(context: BrowserContext, name: string, { worker = true } = {}) {
    const page = await context.newPage();
    const email = freshAddress(name);
    const profileId = await startJournal(page, ctx.server.url, email);
    await page.goto(`${ctx.server.url}/`);
    await page.getByRole('heading', { name: /feel today\?$/ }).waitFor();
    await page.getByRole('status', { name: 'Loading buttons' }).waitFor({ state: 'detached' });
    await readyForOffline(page, worker);
    return { page, profileId, email };
  }

  it('keeps three feelings logged offline through a reload, sends them once back online, and a replay adds nothing', async () => {
    const context = await ctx.browser.newContext({ viewport: DESKTOP });
    const { page, profileId, email } = await openJournal(context, 'offline.logger');

    await context.setOffline(true);
    const notes = ['In the tunnel', 'Still underground', 'Nearly there'];
    await logFeeling(page, 'Happy', notes[0]!);
    await logFeeling(page, 'Calm', notes[1]!);
    await logFeeling(page, 'Afraid', notes[2]!, makePng());
    await expect.poll(() => waitingCards(page).count()).toBe(3);
    expect(await waitingCards(page).first().textContent()).toContain('Waiting to sync· 1 photo to upload');
    // Newest first, as the feed always is, and nothing on the server yet.
    expect(await feed(page).getByRole('article').allInnerTexts()).toEqual([
      expect.stringContaining('Nearly there'),
      expect.stringContaining('Still underground'),
      expect.stringContaining('In the tunnel'),
    ]);
    expect(await storedEntries(profileId)).toEqual([]);
    // Code fetched when first needed comes from the service worker's copy: the entry rules the saves
    // above checked, and the account menu, never opened online.
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/zod-[\w-]+\.js$/.test(entry.name)))).toBe(true);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await photographFeed(page, 'offline-waiting', 'feed with entries waiting to sync');
    const loggedBy = Date.now();

    // A reload without a connection: the app opens from the service worker's copy, and they are still there.
    await page.reload();
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    await page.getByRole('heading', { name: 'Kept on this device (3)' }).waitFor();
    expect(await waitingCards(page).count()).toBe(3);
    await page.screenshot({ path: `${SHOTS}/offline-reopened-mobile.png` });
    const queued = await readQueueInPage(page);
    expect(queued).toHaveLength(3);

    // Back online: the journal loads, the entries go in the order they were logged, the marks clear.
    await context.setOffline(false);
    await page.getByRole('heading', { name: /feel today\?$/ }).waitFor();
    await expect.poll(() => storedEntries(profileId).then((rows) => rows.length), { timeout: 15_000 }).toBe(3);
    await expect.poll(() => waitingCards(page).count()).toBe(0);
    expect(await feed(page).getByRole('article').count()).toBe(3);
    const stored = await storedEntries(profileId);
    expect(stored.map((row) => row.notes)).toEqual(notes);
    expect(stored.map((row) => row.images?.length ?? 0)).toEqual([0, 0, 1]);
    // Each keeps the time it was logged on the device, not the time it reached the server.
    for (const row of stored) expect(row.timestamp.getTime()).toBeLessThanOrEqual(loggedBy);
    expect(await readQueueInPage(page)).toEqual([]);
    expect(await eventCount(email)).toBe(3);

    // The same sends again (as after an answer lost on the way back, the image's upload known by
    // then, as the queue keeps it): nothing is added or counted twice.
    type Queued = { id: string; images: { key: string | null }[] };
    const imagesOf = new Map(stored.map((row) => [row.id, row.images ?? []]));
    const replay = (queued as Queued[]).map((record) => ({ ...record, images: record.images.map((image, index) => ({ ...image, key: imagesOf.get(record.id)![index]! })) }));
    await putBackInPage(page, replay);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => readQueueInPage(page).then((records) => records.length)).toBe(0);
    expect((await storedEntries(profileId)).map((row) => row.id).sort()).toEqual(stored.map((row) => row.id).sort());
    expect(await eventCount(email)).toBe(3);
    await expect.poll(() => waitingCards(page).count()).toBe(0);
    await context.close();
  }, 90_000);

  it("sends the queue from the service worker's Background Sync when no open page of the app keeps it", async () => {
    const context = await ctx.browser.newContext({ viewport: DESKTOP });
    const { page, profileId } = await openJournal(context, 'offline.worker');
    await context.setOffline(true);
    await logFeeling(page, 'Calm', 'Sent while the tab was gone');
    await waitingCards(page).first().waitFor();

    const cdp = await context.newCDPSession(page);
    // The first update may list other registrations only: wait for the one of the app's scope.
    const registered = new Promise<{ registrationId: string }>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((candidate) => candidate.scopeURL.startsWith(ctx.server.url));
        if (ours) resolve(ours);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const registration = await registered;
    // The tab leaves the journal for a page of the app that keeps no queue (and says nothing when
    // asked to send it), the connection comes back, and the browser wakes the worker.
    await page.goto(`${ctx.server.url}/terms`);
    await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
    await context.setOffline(false);
    // The browser fires the event once the worker itself has a connection again.
    const worker = context.serviceWorkers().find((candidate) => candidate.url().startsWith(ctx.server.url))!;
    await expect.poll(() => worker.evaluate(() => fetch('/trpc/system.status').then((response) => response.ok, () => false))).toBe(true);
    const openPages = () => worker.evaluate(() => (self as unknown as { clients: Clients }).clients.matchAll({ type: 'window' }).then((pages) => pages.map((one) => new URL(one.url).pathname)));
    await expect.poll(openPages).toEqual(['/terms']);
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: ctx.server.url, registrationId: registration.registrationId, tag: 'attune-entries', lastChance: false });
    await expect.poll(() => storedEntries(profileId).then((rows) => rows.map((row) => row.notes)), { timeout: 15_000 }).toEqual(['Sent while the tab was gone']);

    // Back in the app, nothing waits and the entry is in the feed once.
    await page.goto(`${ctx.server.url}/`);
    await feed(page).getByRole('article').filter({ hasText: 'Sent while the tab was gone' }).waitFor();
    expect(await waitingCards(page).count()).toBe(0);
    expect(await feed(page).getByRole('article').count()).toBe(1);
    await context.close();
  }, 60_000);

  it('keeps an entry whose send got no answer, and shows on its card that the plan filled up meanwhile, to copy or discard', async () => {
    const context = await ctx.browser.newContext({ viewport: DESKTOP });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.server.url });
    const { page, profileId, email } = await openJournal(context, 'offline.conflict', { worker: false });

    // The browser believes it is online, but the request gets no answer: the entry waits all the same.
    await page.route('**/trpc/entries.add**', (route) => route.abort('internetdisconnected'));
    await logFeeling(page, 'Angry', 'The printer again');
    await expect.poll(() => waitingCards(page).count()).toBe(1);

    // Meanwhile the journal's free plan reached its limit elsewhere; then the connection is back.
    await setEventCount(db(), (await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id, 100);
    await page.unroute('**/trpc/entries.add**');
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const card = feed(page).getByRole('article').filter({ hasText: 'The printer again' });
    const alert = card.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain("Not saved: the journal's free plan reached its limit of 100 entries while this waited.");
    expect(await card.getByText('Waiting to sync').count()).toBe(0);
    expect(await storedEntries(profileId)).toEqual([]);
    await photographFeed(page, 'offline-conflict', 'feed with a refused entry');

    await card.getByRole('button', { name: 'Copy text' }).click();
    await card.getByText('Copied.').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^Angry, intensity 6, .+\nThe printer again$/);

    // Signing out would delete it from this device: the menu asks first.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Sign out and delete 1 unsent entry?' }).waitFor();
    await page.keyboard.press('Escape');

    // Still refused after a reload, until discarded; then gone for good.
    await page.reload();
    await feed(page).getByRole('article').filter({ hasText: 'The printer again' }).getByRole('alert').waitFor();
    await feed(page).getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => feed(page).getByRole('article').count()).toBe(0);
    expect(await readQueueInPage(page)).toEqual([]);
    await context.close();
  }, 60_000);
});
