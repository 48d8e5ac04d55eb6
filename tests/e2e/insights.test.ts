import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { freshAddress } from '../support/addresses';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { describeInBrowser } from '../support/browser';
import { useSharedServerAndBrowser } from '../support/shared-server';
import { callInPage, startJournal } from '../support/browser-journal';
import { createEntry, createInsight, createProfile, createUser, shareProfile } from '../support/factories';
import { setPlanUsage } from '../support/journal';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** Hard days at work, each with a note about deadlines: a pattern the local engine finds. */
const WORK_NOTES = [
  'The deadline for the report moved up again.',
  'Stayed late to finish slides before the deadline.',
  'My manager added another task with a Friday deadline.',
  'Could not sleep thinking about the project deadline.',
];

describeInBrowser('AI insights on the main screen in Chromium', () => {
  const ctx = useSharedServerAndBrowser();

  const feed = (page: Page) => page.locator('section[aria-labelledby="activity-feed-heading"]');
  const insightsList = (page: Page) => page.getByRole('list', { name: 'Insights' });

  /** Scrolls the insights section's heading to just below the sticky header, for a screenshot. */
  const showInsights = (page: Page) =>
    page.getByRole('heading', { name: /^AI Insights/ }).evaluate((heading) => window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 80));

  /** Logs an overwhelmed moment at work with a note through the quick-add panel, as a person does. */
  async function logThroughPanel(page: Page, notes: string) {
    await page.getByRole('button', { name: 'Overwhelmed', exact: true }).click();
    await page.getByRole('button', { name: 'Press 8' }).click();
    await page.getByRole('button', { name: 'Work', exact: true }).click();
    await page.getByRole('heading', { name: 'Use the same tags as before?' }).waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByLabel('Why this feeling? (Add details for AI Affirmation)').fill(notes);
    await page.getByRole('button', { name: 'Save Entry' }).click();
  }

  it('unlocks after 5 noted entries, generates insights with progress, and shows the entries behind one', async () => {
    const page = await ctx.browser.newPage({ viewport: VIEWPORTS[0] });
    page.setDefaultTimeout(15_000);
    const profileId = await startJournal(page, ctx.server.url, freshAddress('insights.journey'));
    const add = (entry: Record<string, unknown>) => callInPage(page, 'entries.add', { profileId, entry });
    for (const notes of WORK_NOTES) {
      await add({ type: 'emotional', mood_category: 'negative', specific_mood: 'overwhelmed', intensity: 8, trigger: 'work', notes });
    }
    await add({ type: 'emotional', mood_category: 'negative', specific_mood: 'sad', intensity: 6, trigger: 'work' });
    await add({ type: 'emotional', mood_category: 'positive', specific_mood: 'happy', intensity: 6, trigger: 'family' });

    // Four entries with notes: locked, in the section and in the banner at the top.
    await page.goto(`${ctx.server.url}/`);
    const unlockHint = 'Add 1 more entry with notes to unlock AI Insights.';
    await page.getByRole('heading', { name: 'Unlock AI Insights' }).waitFor();
    expect(await page.getByText(unlockHint, { exact: true }).isVisible()).toBe(true);
    const banner = page.getByText(`AI Insights unlock after 5 entries with notes. ${unlockHint}`);
    expect(await banner.isVisible()).toBe(true);
    await page.screenshot({ path: 'test-results/insights-locked-1280.png', fullPage: true });

    // The fifth, with a note, through the panel: the suggestions open, and one becomes an affirmation card.
    await logThroughPanel(page, 'Another deadline tonight and I am behind.');
    const suggestions = page.getByRole('dialog', { name: 'Suggested Affirmations' });
    await suggestions.getByRole('listitem').first().waitFor();
    expect(await suggestions.getByRole('listitem').count()).toBe(7);
    await expectNoSeriousAxeViolations(page, 'affirmation suggestions');
    const chosen = (await suggestions.getByRole('listitem').first().locator('span').first().textContent())!;
    await suggestions.getByRole('listitem').first().getByRole('button').click();
    await suggestions.waitFor({ state: 'detached' });
    const affirmation = feed(page).getByRole('article').first();
    expect(await affirmation.getAttribute('aria-label')).toBe('Affirmation');
    expect(await affirmation.getByText(chosen).isVisible()).toBe(true);

    // Unlocked: the banner goes, the card is empty and ready, with one button to analyse.
    const analyze = page.getByRole('button', { name: 'Analyze Data' });
    await analyze.waitFor();
    await banner.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: /AI Insights/, expanded: true }).isVisible()).toBe(true);
    expect(await page.getByText('Never analyzed').isVisible()).toBe(true);
    expect(await page.getByText('No insights yet').isVisible()).toBe(true);
    const generate = page.getByRole('button', { name: 'Generate Insights' });
    expect(await generate.count()).toBe(0);

    await analyze.click();
    const progress = page.getByRole('progressbar', { name: 'Insight analysis' });
    await progress.waitFor();
    expect(Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(5);
    await showInsights(page);
    await page.screenshot({ path: 'test-results/insights-progress-1280.png' });
    const done = page.getByRole('status').filter({ hasText: /^(Analysis complete!.*|Insights are up to date!)$/ });
    await done.waitFor();
    await progress.waitFor({ state: 'detached' }); // back to idle 3 s after 100%
    const card = insightsList(page).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) }).first();
    // What this generation found is marked new: the local engine finds the work pattern.
    await card.waitFor();
    expect(await card.getByText('New Insight').isVisible()).toBe(true);
    expect(await card.getByText(/^(Strong|Moderate|Weak)$/).isVisible()).toBe(true);
    expect(await page.getByText(/^Last analyzed: /).isVisible()).toBe(true);
    expect(await page.getByText(/^\d+ (entry|entries) analyzed$/).isVisible()).toBe(true);
    expect(await page.getByText(/^\d+ patterns? found$/).isVisible()).toBe(true);
    expect(await page.getByText('Powered by Attune local engine').isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(page, 'unlocked insights');

    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await showInsights(page);
      await page.screenshot({ path: `test-results/insights-${viewport.width}.png` });
      await page.screenshot({ path: `test-results/insights-${viewport.width}-full.png`, fullPage: true });
    }
    await page.setViewportSize(VIEWPORTS[0]!);

    // The evidence: the feed narrows to exactly those entries, with a chip that brings all back.
    const title = (await card.getByRole('heading', { level: 3 }).textContent())!;
    const evidence = card.getByRole('button', { name: /^Based on \d+ of your entr(y|ies)$/ });
    const count = Number((await evidence.textContent())!.match(/\d+/)![0]);
    await evidence.click();
    const chip = feed(page).getByText(`Showing the ${count} ${count === 1 ? 'entry' : 'entries'} behind “${title}”`);
    await chip.waitFor();
    await expect.poll(() => feed(page).getByRole('article').count()).toBe(count);
    expect(await feed(page).getByRole('article', { name: 'Affirmation' }).count()).toBe(0);
    await page.screenshot({ path: 'test-results/insights-evidence-1280.png' });
    await feed(page).getByRole('button', { name: 'Show all entries' }).click();
    await chip.waitFor({ state: 'detached' });
    await expect.poll(() => feed(page).getByRole('article').count()).toBe(8); // 6 seeded, the fifth noted one and the affirmation

    // Nothing new since: said as a status that stays after the progress has gone, and the card stays.
    await generate.click();
    await page.getByRole('status').filter({ hasText: 'Insights are up to date!' }).waitFor();
    await progress.waitFor({ state: 'detached' });
    expect(await page.getByRole('status').filter({ hasText: 'Insights are up to date!' }).isVisible()).toBe(true);
    expect(await card.isVisible()).toBe(true);

    await card.getByRole('button', { name: 'Delete insight' }).click();
    await page.getByText('No insights yet').waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^AI Insights/); // not lost with the card
    await page.close();
  }, 60_000);

  it("lets a viewer read a journal's insights and their evidence but not generate or delete, and follows a switch of journal", async () => {
    const { db } = ctx.server.database;
    const owner = await createUser(db, { email: freshAddress('mia.owner') });
    const journal = await createProfile(db, owner.id, 'Mia');
    const entries = [];
    for (const notes of WORK_NOTES) entries.push(await createEntry(db, journal.id, { notes, trigger: 'work', mood_category: 'negative', specific_mood: 'sad' }));
    await createEntry(db, journal.id, { notes: 'A calm evening at home.' });
    const insight = await createInsight(db, journal.id, [entries[0]!.id, entries[1]!.id]);
    const steps = ['Step one', 'Step two', 'Step three', 'Step four', 'Step five'];
    await db.updateTable('user_insights').set({ action_steps: JSON.stringify(steps) }).where('id', '=', insight.id).execute();

    const page = await (await ctx.browser.newContext({ viewport: VIEWPORTS[1] })).newPage();
    page.setDefaultTimeout(15_000);
    const viewerEmail = freshAddress('viewer.of.mia');
    await startJournal(page, ctx.server.url, viewerEmail);
    const viewer = await db.selectFrom('users').select('id').where('email', '=', viewerEmail).executeTakeFirstOrThrow();
    await shareProfile(db, journal.id, viewer.id, 'viewer');
    await page.evaluate((id) => localStorage.setItem('attune_selected_profile', id), journal.id);
    await page.goto(`${ctx.server.url}/`);
    await page.getByRole('heading', { name: 'What did Mia feel today?' }).waitFor();

    const generate = page.getByRole('button', { name: 'Generate Insights' });
    await generate.waitFor();
    const refusal = 'You do not have permission to generate insights for this profile.';
    expect(await generate.getAttribute('aria-disabled')).toBe('true');
    expect(await generate.getAttribute('title')).toBe(refusal);
    const describedBy = (await generate.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(refusal);
    await generate.click({ force: true });
    expect(await page.getByRole('progressbar').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete insight' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Clear all' }).count()).toBe(0);
    expect(await insightsList(page).getByText('Work weighs on you').isVisible()).toBe(true);

    // The first three steps, then the rest on request.
    const card = insightsList(page).getByRole('listitem').first();
    const stepList = card.getByRole('list', { name: 'Action steps' });
    expect(await stepList.getByRole('listitem').allTextContents()).toEqual(['1Step one', '2Step two', '3Step three']);
    await card.getByRole('button', { name: '+2 more steps' }).click();
    expect(await stepList.getByRole('listitem').count()).toBe(5);
    expect(await card.getByRole('button', { name: 'Fewer steps', expanded: true }).isVisible()).toBe(true);

    await card.getByRole('button', { name: 'Based on 2 entries in this journal' }).click();
    await feed(page).getByText('Showing the 2 entries behind “Work weighs on you”').waitFor();
    await expect.poll(() => feed(page).getByRole('article').count()).toBe(2);
    // A type filter ends the evidence.
    await feed(page).getByRole('button', { name: 'Emotional' }).click();
    await feed(page).getByText(/^Showing the 2 entries/).waitFor({ state: 'detached' });
    await expect.poll(() => feed(page).getByRole('article').count()).toBe(5);

    // Back to the viewer's own journal: its insights are fetched, still locked.
    await page.getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('menuitemradio', { name: /^viewer\.of\.mia/ }).click();
    await page.getByRole('heading', { name: 'Unlock AI Insights' }).waitFor();
    expect(await page.getByText('Add 5 more entries with notes to unlock AI Insights.', { exact: true }).isVisible()).toBe(true);
    await page.close();
  });

  it('says what an analysis that found nothing read, and what the engine needs to name a pattern, with one button', async () => {
    const page = await ctx.browser.newPage({ viewport: VIEWPORTS[1] });
    page.setDefaultTimeout(15_000);
    const profileId = await startJournal(page, ctx.server.url, freshAddress('insights.nothing'));
    const { db } = ctx.server.database;
    // Six entries, all tagged work, all written now: nothing to compare them with.
    for (const notes of [...WORK_NOTES, 'One more long day.', 'And another.']) await createEntry(db, profileId, { notes, trigger: 'work', mood_category: 'negative', specific_mood: 'sad' });

    await page.goto(`${ctx.server.url}/`);
    await page.getByRole('button', { name: 'Analyze Data' }).click();
    await page.getByRole('status').filter({ hasText: 'Analysis complete! No new patterns found.' }).waitFor();
    await page.getByRole('progressbar').waitFor({ state: 'detached' }); // 3 s after 100%
    expect(await page.getByText('No insights yet').isVisible()).toBe(true);
    expect(await page.getByText('The last analysis read 6 entries and found no pattern in them yet.').isVisible()).toBe(true);
    const needs =
      'A pattern needs at least 4 entries with the same tag or time of day, at least 3 of them with the same kind of feeling, and entries without that tag or time to compare them with.';
    expect(await page.getByText(needs).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^(Analyze Data|Generate Insights)$/ }).count()).toBe(1);
    await expectNoSeriousAxeViolations(page, 'insights that found nothing');
    await showInsights(page);
    await page.screenshot({ path: 'test-results/insights-found-nothing-390.png' });

    // The same after a reload: the explanation is the journal's state, not a passing message.
    await page.reload();
    await page.getByText(needs).waitFor();
    await page.close();
  });

  it('says the free plan insight limit in the card, readable, when it is reached', async () => {
    const page = await ctx.browser.newPage({ viewport: VIEWPORTS[0] });
    page.setDefaultTimeout(15_000);
    const email = freshAddress('insights.limit');
    const profileId = await startJournal(page, ctx.server.url, email);
    const { db } = ctx.server.database;
    for (const notes of [...WORK_NOTES, 'One more long day.']) await createEntry(db, profileId, { notes, trigger: 'work', mood_category: 'negative', specific_mood: 'sad' });
    const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await setPlanUsage(db, user.id, { insight_count: 4 });

    await page.goto(`${ctx.server.url}/`);
    await page.getByRole('button', { name: 'Analyze Data' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Insight limit reached for Free plan. Upgrade to Pro for unlimited insights.' });
    await alert.waitFor();
    expect(await page.getByRole('button', { name: 'Analyze Data' }).isEnabled()).toBe(true); // ready to try again
    expect(await page.getByRole('progressbar').count()).toBe(0);
    await page.close();
  });
});
