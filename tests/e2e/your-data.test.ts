import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { freshAddress, shownAs } from '../support/addresses';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { describeInBrowser } from '../support/browser';
import { useSharedServerAndBrowser } from '../support/shared-server';
import { callInPage, startJournal } from '../support/browser-journal';

/** Opens the export dialog from the header menu. */
async function openExport(page: Page, name: string) {
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: `Export ${name}…` }).click();
  return page.getByRole('dialog', { name: `Export ${name}` });
}

/** Clicks Download and returns the file the browser saved. */
async function download(page: Page) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  // The browser is shared by the run and reached over a connection, so the file is copied out.
  const saved = join(mkdtempSync(join(tmpdir(), 'attune-download-')), file.suggestedFilename());
  await file.saveAs(saved);
  return { name: file.suggestedFilename(), bytes: readFileSync(saved) };
}

describeInBrowser('your data in Chromium: export and delete (issue 22)', () => {
  const ctx = useSharedServerAndBrowser();

  it('downloads a ZIP that unzips to the journal, and a CSV of its entries', async () => {
    const page = await ctx.browser.newPage({ viewport: { width: 1280, height: 800 }, timezoneId: 'Europe/Berlin' });
    const email = freshAddress('export.owner');
    const name = shownAs(email); // the journal's, named from the address
    const profileId = await startJournal(page, ctx.server.url, email);
    const add = (entry: Record<string, unknown>) => callInPage<{ id: string }>(page, 'entries.add', { profileId, entry });
    const first = await add({ type: 'emotional', mood_category: 'negative', specific_mood: 'anxious', intensity: 8, notes: 'Before the **exam**, "nervous", hands cold' });
    const second = await add({ type: 'affirmation', notes: 'I am ready.' });
    await page.goto(`${ctx.server.url}/`);
    await page.getByRole('heading', { name: `What did ${name} feel today?` }).waitFor();

    const dialog = await openExport(page, name);
    await expectNoSeriousAxeViolations(page, 'the export dialog');
    await page.screenshot({ path: 'artifacts/screenshots/export-1280x800.png' });
    const zip = await download(page);
    expect(zip.name).toMatch(/^attune-export-owner-[0-9a-f]{8}-\d{4}-\d{2}-\d{2}\.zip$/); // export.owner+<hex> in safe characters
    await dialog.getByText(`Downloaded ${zip.name}.`).waitFor();
    const journal = JSON.parse(strFromU8(unzipSync(new Uint8Array(zip.bytes))['journal.json']!));
    expect(journal.time_zone).toBe('Europe/Berlin');
    expect(journal.profile.name).toBe(name);
    expect(journal.entries.map(({ id, notes, intensity }: { id: string; notes: string; intensity: number | null }) => ({ id, notes, intensity }))).toEqual([
      { id: first.id, notes: 'Before the **exam**, "nervous", hands cold', intensity: 8 },
      { id: second.id, notes: 'I am ready.', intensity: null },
    ]);
    expect(journal.entries[0].timestamp).toMatch(/\+0[12]:00$/);

    await dialog.getByText('Entries for a spreadsheet (CSV)').click();
    const csv = await download(page);
    expect(csv.name).toMatch(/\.csv$/);
    const lines = new TextDecoder().decode(csv.bytes).split('\r\n');
    expect(lines[0]!.startsWith('id,')).toBe(true);
    expect(lines[1]).toContain('"Before the **exam**, ""nervous"", hands cold"');
    await page.close();
  });

  it('deletes the account after its email is typed, signs the person out, and its waiting login link no longer signs anyone in', async () => {
    const page = await ctx.browser.newPage({ viewport: { width: 390, height: 844 } });
    const email = freshAddress('leaving.owner');
    const profileId = await startJournal(page, ctx.server.url, email);
    await callInPage(page, 'entries.add', { profileId, entry: { type: 'affirmation', notes: 'Goodbye for now.' } });
    await callInPage(page, 'auth.requestLoginLink', { email });
    await page.goto(`${ctx.server.url}/dev/outbox`);
    const waitingLink = (await page.getByRole('listitem').filter({ hasText: email }).first().getByRole('link').getAttribute('href'))!;

    await page.goto(`${ctx.server.url}/`);
    await page.getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Delete account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account' });
    await dialog.getByRole('list', { name: 'What deleting your account removes' }).getByText('1 entry').waitFor();
    await expectNoSeriousAxeViolations(page, 'the delete account dialog');
    await page.screenshot({ path: 'artifacts/screenshots/delete-account-390x844.png' });
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(`Type ${email} to confirm`).fill(email.toUpperCase());
    await confirm.click();

    await page.waitForURL(`${ctx.server.url}/onboarding`);
    await page.getByText('Your account and everything in it have been deleted.').waitFor();
    await page.getByRole('heading', { name: 'Welcome to Attune' }).waitFor();
    expect(await callInPage(page, 'auth.session', undefined, 'query')).toMatchObject({ user: null });

    await page.goto(waitingLink);
    await page.getByRole('heading', { name: 'Authentication Failed' }).waitFor();
    expect(await callInPage(page, 'auth.session', undefined, 'query')).toMatchObject({ user: null });
    await page.close();
  });

  it('imports a Daylio export after a preview whose mapping the person changes, and remembers the mapping', async () => {
    const page = await ctx.browser.newPage({ viewport: { width: 1280, height: 800 }, timezoneId: 'Europe/Berlin' });
    const email = freshAddress('daylio.mover');
    const name = shownAs(email);
    await startJournal(page, ctx.server.url, email);
    await page.goto(`${ctx.server.url}/`);
    await page.getByRole('heading', { name: `What did ${name} feel today?` }).waitFor();
    await page.getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('menuitem', { name: `Import into ${name}…` }).click();
    const dialog = page.getByRole('dialog', { name: `Import into ${name}` });
    await dialog.locator('input[type=file]').setInputFiles('tests/fixtures/daylio/eight-columns.csv');

    const preview = dialog.getByRole('region', { name: 'What the import adds' });
    await preview.getByText('5 new entries, from February 27, 2026 to March 2, 2026.').waitFor();
    expect(await dialog.getByLabel('Attune feeling for rad').inputValue()).toBe('positive:excited');
    expect(await dialog.getByLabel('Attune tag for friends').inputValue()).toBe('social:withOthers');
    await dialog.getByLabel('Attune feeling for sleepy').selectOption({ label: 'Stressed' });
    await dialog.getByLabel('Intensity for sleepy').selectOption('3');
    await dialog.getByLabel('Attune tag for reading').selectOption({ label: 'Where: Indoor' });
    await expectNoSeriousAxeViolations(page, 'the Daylio import preview');
    await page.screenshot({ path: 'artifacts/screenshots/daylio-preview-1280x800.png', fullPage: true });

    await dialog.getByRole('button', { name: 'Import 5 entries' }).click();
    await dialog.getByText(`Imported 5 entries into ${name}.`).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('article').first().waitFor();
    expect(await page.getByRole('article').count()).toBe(5);
    await page.getByRole('article').filter({ hasText: 'Quiet' }).getByRole('heading', { name: 'Stressed' }).waitFor();
    const remembered = await page.evaluate(() => JSON.parse(localStorage.getItem('daylioMapping') ?? '{}'));
    expect(remembered).toEqual({ moods: { sleepy: { mood_category: 'negative', specific_mood: 'stressed', intensity: 3 } }, activities: { reading: 'location:indoor' } });
    await page.close();
  });
});
