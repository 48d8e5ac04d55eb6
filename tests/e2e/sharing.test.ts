import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { freshAddress, shownAs } from '../support/addresses';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { describeInBrowser } from '../support/browser';
import { useSharedServerAndBrowser } from '../support/shared-server';
import { finishOnboardingInPage, startJournal } from '../support/browser-journal';
import { signInThroughOutbox } from '../support/browser-sign-in';

/** Matches a name that starts with `text`, taken literally (an address's `.` and `+` included). */
const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

describeInBrowser('sharing a journal in Chromium (issue 17)', () => {
  const ctx = useSharedServerAndBrowser();

  const openMenu = async (page: Page) => {
    await page.getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Invite a Friend, Coach, or Patient' }).waitFor();
  };
  const journalItem = (page: Page, name: string) => page.getByRole('menuitemradio', { name: startingWith(name) });
  const openJournal = async (page: Page, name: string) => {
    await page.goto(`${ctx.server.url}/`);
    await page.getByRole('heading', { name: `What did ${name} feel today?` }).waitFor();
  };
  /** A new browser signed in as `email`, onboarded, on its own journal. */
  const newJournal = async (email: string) => {
    const page = await (await ctx.browser.newContext()).newPage();
    page.setDefaultTimeout(15_000);
    await startJournal(page, ctx.server.url, email);
    await openJournal(page, shownAs(email));
    return page;
  };
  const openMenuItem = async (page: Page, item: string) => {
    await openMenu(page);
    await page.getByRole('menuitem', { name: item }).click();
  };
  const openManage = async (page: Page, profileName: string, tab: 'Sharing' | 'Access log') => {
    await openMenuItem(page, `Manage ${profileName}`);
    const dialog = page.getByRole('dialog', { name: `Manage ${profileName}` });
    await dialog.getByRole('tab', { name: tab }).click();
    return dialog;
  };

  it('invites, accepts, shows each the other journal, lets a viewer read, an editor write, logs reads, revokes and leaves', async () => {
    const ANA = freshAddress('ana.lee');
    const BEN = freshAddress('ben.cole'); // signed up through the invitation
    const [anaName, benName] = [shownAs(ANA), shownAs(BEN)];

    // Ana invites Ben, sharing her own journal too.
    const ana = await newJournal(ANA);
    const ben = await (await ctx.browser.newContext()).newPage();
    ben.setDefaultTimeout(15_000);
    await openMenu(ana);
    await expectNoSeriousAxeViolations(ana, 'the open header menu');
    await ana.getByRole('menuitem', { name: 'Invite a Friend, Coach, or Patient' }).click();
    const invite = ana.getByRole('dialog', { name: 'Invite User' });
    await invite.getByText('Invite someone to view their wellness entries. You can optionally allow them to view yours.').waitFor();
    expect(await invite.getByRole('switch', { name: 'Share my feed?' }).getAttribute('aria-checked')).toBe('true');
    expect(await invite.getByLabel('They are my').inputValue()).toBe('Friend');
    await invite.getByText(`With 'Share my feed?' on, they can also read ${anaName} (view only).`, { exact: false }).waitFor();
    await invite.getByLabel('Their email').fill('ben.cole');
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await invite.getByRole('alert').getByText('Please enter a valid email address.').waitFor();
    await invite.getByLabel('Their email').fill(BEN);
    await invite.getByLabel('They are my').selectOption('Coach');
    await expectNoSeriousAxeViolations(ana, 'the Invite User modal');
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await invite.getByText(`Invitation successfully sent to ${BEN}!`).waitFor();
    await invite.waitFor({ state: 'detached' }); // closes itself after 3 s

    // Ben, signed out in his own browser, opens the link, confirms the account it names, and lands signed in, on onboarding.
    await ben.goto(`${ctx.server.url}/dev/outbox`);
    const link = (await ben.getByRole('listitem').filter({ hasText: BEN }).first().getByRole('link').getAttribute('href'))!;
    expect(link).toMatch(/\/auth\/callback\?type=hoh-invite#invitation=[a-z2-7]{32}$/);
    await ben.goto(link);
    await ben.getByText(`This invitation from ${anaName} signs you in as ${BEN}.`).waitFor();
    await ben.getByRole('button', { name: `Continue as ${BEN}` }).click();
    await ben.waitForURL(`${ctx.server.url}/onboarding`);
    await finishOnboardingInPage(ben);
    await openJournal(ben, benName); // his own journal stays selected
    await openMenu(ben);
    expect(await journalItem(ben, anaName).getByRole('img', { name: 'Shared profile' }).isVisible()).toBe(true);
    expect(await journalItem(ben, anaName).getByText(`Shared by ${anaName}`).isVisible()).toBe(true);
    await ben.keyboard.press('Escape');

    // The link works once.
    await ben.goto(link);
    await ben.getByRole('heading', { name: 'Invitation not accepted' }).waitFor();
    expect(await ben.getByRole('link', { name: 'Go to Attune' }).isVisible()).toBe(true);

    // Ana sees Ben's journal, marked shared; as a viewer she is told why she cannot log into it.
    await openJournal(ana, anaName);
    await openMenu(ana);
    expect(await journalItem(ana, benName).getByText(`Shared by ${benName}`).isVisible()).toBe(true);
    await journalItem(ana, benName).click();
    await ana.getByRole('heading', { name: `What did ${benName} feel today?` }).waitFor();
    await ana.getByText(`${benName} shared this journal with you · You can view it. ${benName} can see when you read it.`, { exact: false }).waitFor();
    await ana.getByText(`You can view ${benName}'s journal but not add to it. Ask ${benName} for editor access.`).waitFor();
    expect(await ana.getByRole('button', { name: /Happy/ }).isDisabled()).toBe(true);
    expect(await ana.getByRole('button', { name: 'Eye-movement exercise' }).count()).toBe(0); // it records sessions: editors only

    // Ben sees that Ana read his feed, and makes her an editor.
    await openJournal(ben, benName);
    const log = await openManage(ben, benName, 'Access log');
    await log.getByText(startingWith(`${anaName} viewed your feed · `)).waitFor();
    await expectNoSeriousAxeViolations(ben, 'the access log');
    await log.getByRole('tab', { name: 'Sharing' }).click();
    const access = log.getByLabel(`Access for ${anaName}`);
    expect(await access.inputValue()).toBe('viewer');
    await log.getByText('has not read it yet', { exact: false }).or(log.getByText(/last read/)).first().waitFor();
    await expectNoSeriousAxeViolations(ben, 'the sharing panel');
    await access.selectOption('editor');
    await expect.poll(async () => (await access.isEnabled()) && (await access.inputValue())).toBe('editor');
    await ben.keyboard.press('Escape');

    // Ana, now an editor, logs a feeling into Ben's journal (kept selected across the reload).
    await openJournal(ana, benName);
    await ana.getByText('You can view and add to it.', { exact: false }).waitFor();
    await ana.getByRole('button', { name: /Happy/ }).click();
    await ana.getByRole('button', { name: 'Press 7' }).click();
    for (const choice of ['Work', 'Outdoor', 'With Others', 'Today', 'Online']) await ana.getByRole('button', { name: choice, exact: true }).click();
    await ana.getByRole('button', { name: 'Save Entry' }).click();
    await ana.getByRole('article').first().getByText(`added by ${anaName}`, { exact: false }).waitFor();

    // Ben sees it, marked as hers; then he revokes her access.
    await openJournal(ben, benName);
    await ben.getByRole('article').first().getByText(`added by ${anaName}`, { exact: false }).waitFor();
    const sharing = await openManage(ben, benName, 'Sharing');
    await sharing.getByRole('button', { name: 'Revoke', exact: true }).click();
    await sharing.getByRole('button', { name: `Revoke ${anaName}` }).click();
    await sharing.getByText(`Only you can see ${benName}.`, { exact: false }).waitFor();

    // The used link, opened signed out, says so and offers the way to sign in; nobody is signed in by it.
    const stranger = await (await ctx.browser.newContext()).newPage();
    await stranger.goto(link);
    await stranger.getByRole('heading', { name: 'Invitation not accepted' }).waitFor();
    await stranger.getByRole('link', { name: 'Back to Login' }).waitFor();

    // On her next load Ana is back in her own journal, and Ben's is gone from her menu.
    await openJournal(ana, anaName);
    await openMenu(ana);
    await journalItem(ana, anaName).waitFor();
    expect(await journalItem(ana, benName).count()).toBe(0);

    // Ben leaves the journal Ana shared with him.
    await openJournal(ben, benName);
    await openMenu(ben);
    await journalItem(ben, anaName).click();
    await ben.getByRole('heading', { name: `What did ${anaName} feel today?` }).waitFor();
    await openMenuItem(ben, 'About this shared journal');
    await ben.getByRole('dialog', { name: 'About this shared journal' }).waitFor();
    await expectNoSeriousAxeViolations(ben, 'the shared journal modal');
    await ben.keyboard.press('Escape');
    await openMenuItem(ben, `Leave ${anaName}…`);
    await ben.getByRole('dialog', { name: `Leave ${anaName}?` }).waitFor();
    await expectNoSeriousAxeViolations(ben, 'the leave confirmation');
    await ben.getByRole('dialog', { name: `Leave ${anaName}?` }).getByRole('button', { name: `Leave ${anaName}` }).click();
    await ben.getByRole('heading', { name: `What did ${benName} feel today?` }).waitFor();
  }, 150_000);

  it('creates a profile that stays selected across reloads, renames it, and deletes it after a confirmation naming it', async () => {
    const cara = freshAddress('cara.diaz');
    const page = await newJournal(cara);
    await openMenuItem(page, 'New profile…');
    const create = page.getByRole('dialog', { name: 'New profile' });
    await create.getByLabel('Name').fill('Mia');
    await create.getByRole('radio', { name: 'Pink' }).check();
    await expectNoSeriousAxeViolations(page, 'the New profile modal');
    await create.getByRole('button', { name: 'Create profile' }).click();
    await page.getByRole('heading', { name: 'What did Mia feel today?' }).waitFor();

    await openJournal(page, 'Mia'); // the choice survives a reload
    const manage = await openManage(page, 'Mia', 'Sharing');
    await manage.getByText('Only you can see Mia.', { exact: false }).waitFor();
    await manage.getByRole('tab', { name: 'Details' }).click();
    expect(await manage.getByRole('radio', { name: 'Pink' }).isChecked()).toBe(true);
    await manage.getByLabel('Name').fill('Mia Diaz');
    await manage.getByRole('button', { name: 'Save changes' }).click();
    const renamed = page.getByRole('dialog', { name: 'Manage Mia Diaz' });
    await renamed.getByText('Saved.').waitFor();
    await expectNoSeriousAxeViolations(page, 'the Manage profile modal');
    await renamed.getByRole('button', { name: 'Delete Mia Diaz…' }).click();
    await page.getByText('All of its entries, photos and insights are removed for good', { exact: false }).waitFor();
    await expectNoSeriousAxeViolations(page, 'the delete profile confirmation');
    await page.getByRole('button', { name: 'Delete Mia Diaz', exact: true }).click();
    await page.getByRole('heading', { name: `What did ${shownAs(cara)} feel today?` }).waitFor();
    await openMenu(page);
    expect(await journalItem(page, 'Mia').count()).toBe(0);
  }, 90_000);

  it('refuses a link meant for another address with its own page, the invitation staying pending until withdrawn', async () => {
    const eve = freshAddress('eve.park');
    const page = await newJournal(eve);
    await openMenuItem(page, 'Invite a Friend, Coach, or Patient');
    const invite = page.getByRole('dialog', { name: 'Invite User' });
    await invite.getByLabel('Their email').fill('finn.ortiz@example.com');
    await invite.getByRole('switch', { name: 'Share my feed?' }).click();
    await invite.getByText('They will not see any of your journals.', { exact: false }).waitFor();
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await invite.getByText('Invitation successfully sent to finn.ortiz@example.com!').waitFor();
    await page.keyboard.press('Escape'); // closing early is fine too

    await page.goto(`${ctx.server.url}/dev/outbox`);
    const link = (await page.getByRole('listitem').filter({ hasText: 'finn.ortiz@example.com' }).first().getByRole('link').getAttribute('href'))!;
    await page.goto(link);
    await page.getByRole('heading', { name: 'Invitation not accepted' }).waitFor();
    await page.getByRole('link', { name: 'Go to Attune' }).click();
    const sharing = await openManage(page, shownAs(eve), 'Sharing');
    await sharing.getByText(`Only you can see ${shownAs(eve)}.`, { exact: false }).waitFor();
    await sharing.getByRole('button', { name: 'Withdraw the invitation to finn.ortiz@example.com' }).click();
    await sharing.getByText('No invitations waiting for an answer.').waitFor();
  }, 90_000);

  it('holds an invitation to an existing account while it signs in, then accepts it there', async () => {
    const gus = freshAddress('gus.lund');
    await (await newJournal(gus)).close(); // an account of his own, signed in elsewhere
    const hanaAddress = freshAddress('hana.ito');
    const hana = await newJournal(hanaAddress);
    await openMenuItem(hana, 'Invite a Friend, Coach, or Patient');
    const invite = hana.getByRole('dialog', { name: 'Invite User' });
    await invite.getByLabel('Their email').fill(gus);
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await invite.getByText(`Invitation successfully sent to ${gus}!`).waitFor();

    // Gus opens the link in a signed-out browser: it tells him to sign in, and signing in accepts it.
    const page = await (await ctx.browser.newContext()).newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${ctx.server.url}/dev/outbox`);
    const link = (await page.getByRole('listitem').filter({ hasText: gus }).filter({ hasText: 'invit' }).first().getByRole('link').getAttribute('href'))!;
    await page.goto(link);
    await page.getByText(`${gus} already has an Attune account. Sign in as ${gus} in this browser, and the invitation will be accepted.`).waitFor();
    await page.getByRole('link', { name: 'Sign In to Accept' }).click();
    await signInThroughOutbox(page, ctx.server.url, gus);
    await page.getByRole('heading', { name: `What did ${shownAs(gus)} feel today?` }).waitFor(); // his journal, not onboarding again
    await openMenu(page);
    expect(await journalItem(page, shownAs(hanaAddress)).getByText(`Shared by ${shownAs(hanaAddress)}`).isVisible()).toBe(true);
    await page.keyboard.press('Escape');

    const sharing = await openManage(hana, shownAs(hanaAddress), 'Sharing');
    await sharing.getByText('No invitations waiting for an answer.').waitFor();
  }, 90_000);
});
