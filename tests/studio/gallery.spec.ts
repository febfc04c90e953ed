import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STUDIO_ROOT } from '../../playwright.studio.config.ts';
import { axeViolations } from '../e2e/support/axe.ts';

// The studio's widget gallery (issue 28, item 4): the operator adds a banner section from the
// gallery and the brand stays valid as it arrives. On the studio's copy of brands/ (never the committed files).
const SECRET = 'e2e-studio-secret';
const auroraFile = path.join(STUDIO_ROOT, 'brands', 'aurora', 'brand.json');
type Node = { widget: string; props?: Record<string, unknown> };
const homeOnDisk = () =>
  (JSON.parse(readFileSync(auroraFile, 'utf8')) as { screens: { home: { slots: { main: Node[] } } } }).screens.home
    .slots.main;

let page: Page;

test.beforeAll(async ({ browser }) => {
  // A page of its own context, as axe's Playwright runner asks.
  page = await (await browser.newContext()).newPage();
  await page.goto(`/studio/#secret=${SECRET}`);
  await expect(page.getByLabel('Brand', { exact: true })).toHaveValue('aurora');
});

test('a banner added from the gallery arrives valid: no problem, Save works, the preview shows it', async () => {
  await page.getByRole('navigation').getByRole('button', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The preview shows your draft.' })).toBeVisible();
  const heroes = page.frameLocator('iframe[data-ready="true"]').locator('.lv-hero');
  await expect(heroes.first()).toBeVisible();
  const shown = await heroes.count();
  const before = homeOnDisk().length;

  await page
    .locator('[data-pointer="/screens/home/slots/main"]')
    .getByRole('button', { name: 'Add a section' })
    .click();
  const gallery = page.getByRole('dialog', { name: 'Add a section here' });
  await expect(gallery).toBeVisible();
  const banner = gallery.getByRole('button', { name: 'Promo hero', exact: true });
  await expect(banner).toBeVisible();
  await expect(gallery.getByRole('button', { name: 'Banner carousel', exact: true })).toBeVisible();
  // Only what fits a screen's slot: no header, no cashier form, no agent's bar.
  for (const name of ['Site header', 'Deposit', 'Agent status bar'])
    await expect(gallery.getByRole('button', { name, exact: true })).toHaveCount(0);
  // Its picture, rendered from its story, has arrived.
  await expect
    .poll(() =>
      banner
        .locator('xpath=..')
        .locator('img')
        .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
    )
    .toBeGreaterThan(0);
  expect(await axeViolations(page, { include: ['dialog[open]'] })).toEqual([]);

  await banner.click();
  await expect(gallery).toBeHidden();
  await expect(heroes).toHaveCount(shown + 1);
  await expect(heroes.last()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Problems (0)' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Problems (0)' })).toBeVisible();
  const saved = homeOnDisk();
  expect(saved).toHaveLength(before + 1);
  expect(saved.at(-1)).toEqual({
    widget: 'PromoHero',
    props: { headline: 'home.jadeHeadline', body: 'home.jadeBody', cta: { label: 'home.joinNow', to: '/register' } },
  });
});

test('the gallery closes on Escape and gives focus back to its button', async () => {
  await page.getByRole('navigation').getByRole('button', { name: 'Home', exact: true }).click();
  const add = page.locator('[data-pointer="/screens/home/slots/main"]').getByRole('button', { name: 'Add a section' });
  await add.click();
  const gallery = page.getByRole('dialog', { name: 'Add a section here' });
  await expect(gallery).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(gallery).toBeHidden();
  await expect(add).toBeFocused();
});

test('the gallery tells the agent centre from the member centre (issue 28)', async () => {
  const nav = page.getByRole('navigation');
  const galleryOf = async (slot: string) => {
    await page.locator(`[data-pointer="${slot}"]`).getByRole('button', { name: 'Add a section' }).click();
    const gallery = page.getByRole('dialog', { name: 'Add a section here' });
    await expect(gallery).toBeVisible();
    return gallery;
  };
  const card = (gallery: ReturnType<Page['getByRole']>, name: string) =>
    gallery.getByRole('button', { name, exact: true });

  // A page of the agent centre: the agent's own pages and the cashier both centres share, no member's page.
  await nav.getByRole('button', { name: 'Agent centre', exact: true }).click();
  let gallery = await galleryOf('/screens/agentHome/pages/3/slots/main');
  for (const name of ['Agent team overview', 'Agent team reports', 'Open a downline account', 'Deposit'])
    await expect(card(gallery, name), name).toBeVisible();
  for (const name of ['Wallet transfer', 'Member records', 'Reward centre'])
    await expect(card(gallery, name), name).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(gallery).toBeHidden();

  // A page of the member centre: the member's pages and the same cashier, none of the agent's.
  await nav.getByRole('button', { name: 'Member centre', exact: true }).click();
  gallery = await galleryOf('/screens/member/pages/0/slots/main');
  for (const name of ['Wallet transfer', 'Member records', 'Deposit'])
    await expect(card(gallery, name), name).toBeVisible();
  for (const name of ['Agent team overview', 'Agent team reports', 'Open a downline account', 'Agent status bar'])
    await expect(card(gallery, name), name).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(gallery).toBeHidden();
});
