import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshAddress } from '../support/addresses';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { describeInBrowser } from '../support/browser';
import { useSharedServerAndBrowser } from '../support/shared-server';
import { setEventCount } from '../support/journal';
import { startJournalWithNotes } from '../support/route-weight';
import { tapsThatMiss } from '../support/tap-targets';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const SCREENSHOTS = 'artifacts/screenshots';

/** The screen at a desktop's and a phone's size, for a person to look at. */
async function screenshots(page: Page, name: string) {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${viewport.width}.png` });
  }
  await page.setViewportSize(DESKTOP);
}

const header = (page: Page) => page.getByRole('banner');
const brandLink = (page: Page, name: string) => header(page).getByRole('link', { name, exact: true });
const theme = (page: Page) =>
  page.evaluate(() => ({
    from: document.documentElement.style.getPropertyValue('--brand-from'),
    to: document.documentElement.style.getPropertyValue('--brand-to'),
    themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
    saved: localStorage.getItem('brandPreference'),
  }));

async function openBrandStyles(page: Page) {
  await header(page).getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Brand style' }).click();
  return page.getByRole('dialog', { name: 'Choose Your Brand Style' });
}

/** The logo shown in the header's brand: its picture's address, once it has loaded. */
const logoOf = (page: Page, name: string) =>
  brandLink(page, name)
    .locator('img')
    .evaluate(async (image: HTMLImageElement) => {
      await image.decode();
      return { src: image.getAttribute('src'), width: image.naturalWidth };
    });

describeInBrowser('brand styles in Chromium (spec 2.13)', () => {
  const ctx = useSharedServerAndBrowser();
  beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));

  describe('choosing a brand', () => {
    it('offers 23 styles from the account menu, shows the one chosen at once and keeps it after a reload', async () => {
      const page = await ctx.browser.newPage({ viewport: DESKTOP });
      page.setDefaultTimeout(10_000);
      await startJournalWithNotes(page, ctx.server.url, freshAddress('brand.style'));
      await page.goto(`${ctx.server.url}/`);
      await expect(logoOf(page, 'Attune')).resolves.toMatchObject({ src: '/brands/attune.svg' });
      expect(await theme(page)).toEqual({ from: '#0f766e', to: '#0e7490', themeColor: '#0f766e', saved: null });

      const dialog = await openBrandStyles(page);
      const options = dialog.getByRole('radio');
      await expect.poll(() => options.count()).toBe(23);
      expect(await dialog.getByRole('radio', { name: /^Attune/ }).isChecked()).toBe(true);
      await expectNoSeriousAxeViolations(page, 'the brand styles');

      // Arrow keys move through the styles, each shown as it is reached.
      await dialog.getByRole('radio', { name: /^Attune/ }).focus();
      await page.keyboard.press('ArrowRight');
      expect(await dialog.getByRole('radio', { name: /^Sage/ }).isChecked()).toBe(true);
      await expect.poll(async () => (await theme(page)).saved).toBe('sage');

      await dialog.getByText('Lavender Dusk').click();
      expect(await dialog.getByRole('radio', { name: /^Lavender Dusk/ }).isChecked()).toBe(true);
      // The header behind the dialog (hidden from the accessibility tree while it is open) has changed.
      await page.getByRole('link', { name: 'Lavender Dusk', includeHidden: true }).waitFor();
      await screenshots(page, 'brand-modal');
      await dialog.getByRole('button', { name: 'Done' }).click();
      await dialog.waitFor({ state: 'detached' });

      const lavender = { from: '#7c3aed', to: '#4f46e5', themeColor: '#7c3aed', saved: 'lavender-dusk' };
      expect(await theme(page)).toEqual(lavender);
      const logo = await logoOf(page, 'Lavender Dusk');
      expect(logo.src).toBe('/brands/lavender-dusk.svg');
      expect(logo.width).toBeGreaterThan(0);

      await page.reload();
      await brandLink(page, 'Lavender Dusk').waitFor();
      expect(await theme(page)).toEqual(lavender);
      await page.getByRole('article').first().waitFor();
      await expectNoSeriousAxeViolations(page, 'the main screen in Lavender Dusk');
      await screenshots(page, 'brand-main');
      await page.close();
    });

    it('falls back to Attune for a saved style it does not know', async () => {
      const page = await ctx.browser.newPage({ viewport: DESKTOP });
      await startJournalWithNotes(page, ctx.server.url, freshAddress('brand.unknown'));
      await page.evaluate(() => localStorage.setItem('brandPreference', 'neon-disco'));
      await page.goto(`${ctx.server.url}/`);
      await brandLink(page, 'Attune').waitFor();
      expect((await theme(page)).from).toBe('#0f766e');
      await page.close();
    });
  });

  describe('the header', () => {
    it('opens Invite User from its invite button', async () => {
      const page = await ctx.browser.newPage({ viewport: DESKTOP });
      await startJournalWithNotes(page, ctx.server.url, freshAddress('brand.invite'));
      await page.goto(`${ctx.server.url}/`);
      await header(page).getByRole('button', { name: 'Invite a Friend, Coach, or Patient' }).click();
      const invite = page.getByRole('dialog', { name: 'Invite User' });
      await invite.getByRole('textbox', { name: 'Their email' }).waitFor();
      await expectNoSeriousAxeViolations(page, 'Invite User from the header');
      await invite.getByRole('button', { name: 'Cancel' }).click();
      await invite.waitFor({ state: 'detached' });
      await page.close();
    });

    it('tags a pro account PRO on a desktop, not on a phone, where every control fits with a finger-sized target', async () => {
      const page = await ctx.browser.newPage({ viewport: DESKTOP });
      const email = freshAddress('brand.pro');
      await startJournalWithNotes(page, ctx.server.url, email);
      const { id } = await ctx.server.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      await page.goto(`${ctx.server.url}/`);
      await brandLink(page, 'Attune').waitFor();
      expect(await header(page).getByText('PRO', { exact: true }).count()).toBe(0);

      await setEventCount(ctx.server.database.db, id, 4, 'pro');
      await page.reload();
      const tag = header(page).getByText('PRO', { exact: true });
      await tag.waitFor();
      await header(page).screenshot({ path: `${SCREENSHOTS}/brand-pro-header-1280.png` });

      await page.setViewportSize(PHONE);
      await tag.waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const controls = [
        brandLink(page, 'Attune'),
        ...['Eye-movement exercise', 'Invite a Friend, Coach, or Patient', 'Mute sounds', /account menu/].map((name) =>
          header(page).getByRole('button', { name }),
        ),
      ];
      for (const control of controls) {
        const box = (await control.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
        expect(await tapsThatMiss(control)).toEqual([]);
      }
      await page.close();
    });
  });
});
