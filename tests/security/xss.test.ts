import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { freshAddress } from '../support/addresses';
import { describeInBrowser } from '../support/browser';
import { useSharedServerAndBrowser } from '../support/shared-server';
import { callInPage, startJournal } from '../support/browser-journal';

declare global {
  interface Window {
    /** Set by any payload that runs. */
    __xss?: unknown;
  }
}

/**
 * Notes that try to run script in every way Markdown and HTML allow. Each would set
 * window.__xss or open an alert; none may. Notes are stored trimmed, so none starts or ends blank.
 */
const NOTES_CORPUS = [
  '[a link](javascript:window.__xss=1)',
  '[upper case](JaVaScRiPt:window.__xss=1)',
  '[data link](data:text/html,<script>parent.__xss=1</script>)',
  '[vb link](vbscript:msgbox(1))',
  '[entity link](&#x6A;avascript:window.__xss=1)',
  '[decimal entities](&#106;&#97;&#118;&#97;script:alert(1))',
  '[spaced](   javascript:alert(1))',
  '[tabbed](java\tscript:alert(1))',
  '<javascript:window.__xss=1>',
  '[by reference][evil]\n\n[evil]: javascript:window.__xss=1 "title"',
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"><circle r=5 /></svg>',
  '<iframe src="javascript:parent.__xss=1"></iframe>',
  '<a href="javascript:window.__xss=1">raw anchor</a>',
  '<details open ontoggle="window.__xss=1">x</details>',
  '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
  '![picture](javascript:window.__xss=1)',
  '**bold [nested *[deep](javascript:alert(1))*](https://example.com)**',
  '> quoted [q](javascript:alert(1))\n> - listed <img src=x onerror=alert(1)>',
  '<div style="width:expression(alert(1));background:url(javascript:alert(1))">css</div>',
  '[styled](https://example.com "x\\" style=\\"x:expression(alert(1))")',
  '`<script>alert(1)</script>` in code',
  '"><script>alert(1)</script><"',
  '\'\';!--"<XSS>=&{()}',
];

/** Plain-text fields, shown as their exact words. No white space inside, so a first name is the whole name. */
const PLAIN_PAYLOADS = {
  profileName: '<img/src=x/onerror=window.__xss=1>',
  accountName: '<svg/onload=window.__xss=1>',
  affirmation: '<script>window.__xss=1</script> I am safe [x](javascript:alert(1))',
  insightTitle: '<img src=x onerror=window.__xss=1> pattern',
  insightDescription: '<iframe src="javascript:parent.__xss=1"></iframe> description',
  insightStep: '<a href="javascript:window.__xss=1">step</a>',
};

/** Every element or attribute of the document that could run script, described; none is expected. */
function scriptCarriers(page: Page) {
  return page.evaluate(() => {
    const dangerous = /^(javascript|vbscript|data:text\/html)/i;
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        const value = attribute.value.replace(/[\s\p{Cc}]/gu, '');
        if (attribute.name.startsWith('on')) found.push(`${element.tagName} ${attribute.name}`);
        if (['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc', 'data'].includes(attribute.name) && dangerous.test(value)) {
          found.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
        }
      }
      if (['IFRAME', 'OBJECT', 'EMBED', 'FRAME'].includes(element.tagName)) found.push(element.tagName);
      if (element.tagName === 'SCRIPT' && (!(element as HTMLScriptElement).src || new URL((element as HTMLScriptElement).src).origin !== location.origin)) {
        found.push(`inline or foreign script: ${element.outerHTML.slice(0, 80)}`);
      }
    }
    return found;
  });
}

describeInBrowser('stored text in Chromium: stored exactly, shown safely', () => {
  const ctx = useSharedServerAndBrowser();

  it('runs no script from notes, names, affirmations or insights in the feed, the notes editor, the details, the header and the insights', async () => {
    const { db } = ctx.server.database;
    // Tall enough that the virtualised feed has every card in the page at once.
    const page = await (await ctx.browser.newContext({ viewport: { width: 1280, height: 12_000 } })).newPage();
    page.setDefaultTimeout(15_000);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    const email = freshAddress('xss.probe');
    const profileId = await startJournal(page, ctx.server.url, email);
    // The account's name comes from Google sign-in, never typed in the app: stored as Google would give it.
    await db.updateTable('users').set({ name: PLAIN_PAYLOADS.accountName }).where('email', '=', email).execute();
    await callInPage(page, 'profiles.update', { profileId, name: PLAIN_PAYLOADS.profileName, color: 'bg-sky-500' });
    for (const notes of NOTES_CORPUS) {
      await callInPage(page, 'entries.add', { profileId, entry: { type: 'emotional', mood_category: 'positive', specific_mood: 'happy', intensity: 5, notes } });
    }
    await callInPage(page, 'affirmations.save', { profileId, suggestion: { text: PLAIN_PAYLOADS.affirmation, theme: '<b>theme</b>', mood: 'calming' } });
    const imported = await page.evaluate(
      async ({ profileId, journal }) => {
        const form = new FormData();
        form.set('file', new File([JSON.stringify(journal)], 'journal.json'));
        return (await fetch(`/api/profiles/${profileId}/import?step=commit`, { method: 'POST', body: form })).status;
      },
      {
        profileId,
        journal: {
          format: 'attune-journal',
          version: 1,
          entries: [],
          insights: [
            {
              id: crypto.randomUUID(),
              pattern_type: 'trigger:work:negative',
              title: PLAIN_PAYLOADS.insightTitle,
              description: PLAIN_PAYLOADS.insightDescription,
              strength: 'strong',
              category: 'trigger_pattern',
              related_entries: [],
              action_steps: [PLAIN_PAYLOADS.insightStep],
              data: null,
              created_at: new Date().toISOString(),
            },
          ],
        },
      },
    );
    expect(imported).toBe(200);

    // Stored exactly as sent.
    const notes = await db.selectFrom('wellness_entries').select('notes').where('profile_id', '=', profileId).where('type', '=', 'emotional').execute();
    expect(notes.map((row) => row.notes).sort()).toEqual([...NOTES_CORPUS].sort());
    const affirmation = await db.selectFrom('wellness_entries').select('notes').where('profile_id', '=', profileId).where('type', '=', 'affirmation').executeTakeFirst();
    expect(affirmation?.notes).toBe(PLAIN_PAYLOADS.affirmation);
    expect(await db.selectFrom('profiles').select('name').where('id', '=', profileId).executeTakeFirst()).toEqual({ name: PLAIN_PAYLOADS.profileName });
    const insight = await db.selectFrom('user_insights').select(['title', 'description', 'action_steps']).where('profile_id', '=', profileId).executeTakeFirstOrThrow();
    expect(insight).toMatchObject({ title: PLAIN_PAYLOADS.insightTitle, description: PLAIN_PAYLOADS.insightDescription });
    expect(JSON.stringify(insight.action_steps)).toContain(JSON.stringify(PLAIN_PAYLOADS.insightStep));

    await page.goto(`${ctx.server.url}/`);
    const cards = page.getByRole('article', { name: 'Emotional entry' });
    await cards.first().waitFor();
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(NOTES_CORPUS.length);
    // The Markdown notes have rendered (they arrive once the browser is idle; until then, as text).
    await page.getByText('a link (link removed)', { exact: true }).waitFor();
    // Plain text is shown as its words, each payload literally (the insights arrive a moment later).
    for (const text of Object.values(PLAIN_PAYLOADS).filter((text) => text !== PLAIN_PAYLOADS.insightStep)) {
      await page.getByText(text).first().waitFor();
    }
    // Code keeps its words as words; a link to nowhere safe keeps only its words, marked.
    expect(await page.locator('code', { hasText: '<script>alert(1)</script>' }).count()).toBe(1);
    expect(await page.getByText('a link (link removed)', { exact: true }).count()).toBe(1);
    expect(await scriptCarriers(page)).toEqual([]);

    // The notes editor and the details, each opened once.
    await cards.filter({ hasText: 'raw anchor' }).getByRole('button', { name: 'Edit notes' }).click();
    expect(await page.getByRole('textbox', { name: 'Notes' }).inputValue()).toBe('<a href="javascript:window.__xss=1">raw anchor</a>');
    expect(await scriptCarriers(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await cards.first().getByRole('button', { name: /show details$/ }).first().click();
    await page.getByRole('dialog').waitFor();
    expect(await scriptCarriers(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    expect(await page.evaluate(() => window.__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await page.close();
  }, 120_000);
});
