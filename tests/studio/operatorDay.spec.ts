import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STUDIO_ROOT } from '../../playwright.studio.config.ts';
import { pickedUp, slotKinds, studioPreview } from './studioPage.ts';

// Issue 28, "Done when": an operator's day without typing a path or a code. A new brand, its logo
// uploaded, its colour picked, a banner section added from the gallery (valid as it arrives), moved
// by drag and by keyboard, saved and seen live by a fresh visitor, then the previous version put back.
const SECRET = 'e2e-studio-secret';
const BRAND = 'topaz';
const LOGO = path.resolve('tests/studio/fixtures/logo.png');
const brandFile = path.join(STUDIO_ROOT, 'brands', BRAND, 'brand.json');
const readBrand = () => readFileSync(brandFile, 'utf8');

test.describe.configure({ mode: 'serial' });

let page: Page;
let created: string;

const homeSections = () => slotKinds(page, '/screens/home/slots/main');

test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext()).newPage();
  await page.goto(`/studio/#secret=${SECRET}`);
  await expect(page.getByRole('heading', { name: 'Brand studio' })).toBeVisible();
  await expect(page.getByLabel('Brand', { exact: true })).not.toHaveValue('');
});

test('the operator’s day: new brand, logo, colour, a banner from the gallery, reorder, save, live, restore', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // A new brand.
  await page.getByLabel('New brand id').fill(BRAND);
  await page.getByRole('button', { name: 'New brand' }).click();
  await expect(page.getByLabel('Brand', { exact: true })).toHaveValue(BRAND);
  await studioPreview(page, BRAND);
  created = readBrand();

  // Its logo, uploaded through the form.
  const nav = page.getByRole('navigation');
  await nav.getByRole('button', { name: 'Theme', exact: true }).click();
  const logo = page.locator('[data-pointer="/theme/logo"]');
  await logo.getByLabel('Upload image').setInputFiles(LOGO);
  await expect(logo.getByRole('status')).toHaveText('Uploaded into the brand’s folder. Save the brand to publish it.');
  const stored = await logo.getByLabel('Logo', { exact: true }).inputValue();

  // Its colour, picked with the colour picker.
  await page.getByLabel('Primary (picker)', { exact: true }).fill('#1d6b62');
  await expect(page.locator('#root_colors_primary')).toHaveValue('#1d6b62');

  // A banner section from the gallery, valid as it arrives.
  await nav.getByRole('button', { name: 'Home', exact: true }).click();
  const slot = page.locator('[data-pointer="/screens/home/slots/main"]');
  const before = await homeSections();
  await slot.getByRole('button', { name: 'Add a section' }).click();
  await page
    .getByRole('dialog', { name: 'Add a section here' })
    .getByRole('button', { name: 'Promo hero', exact: true })
    .click();
  await expect.poll(homeSections).toEqual([...before, 'PromoHero']);
  await expect(page.getByRole('heading', { name: 'Problems (0)' })).toBeVisible();

  // Moved up a place by dragging its handle onto the section above.
  const last = slot.getByRole('button', { name: `Drag widget ${before.length + 1} to reorder` });
  const above = slot.getByRole('button', { name: `Drag widget ${before.length} to reorder` });
  await above.scrollIntoViewIfNeeded();
  await last.scrollIntoViewIfNeeded();
  const from = (await last.boundingBox())!;
  const to = (await above.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y - 10, { steps: 20 });
  await page.mouse.up();
  await expect.poll(async () => (await homeSections()).indexOf('PromoHero')).toBeLessThan(before.length);

  // And the rest of the way to the top from the keyboard.
  const place = (await homeSections()).indexOf('PromoHero') + 1;
  if (place > 1) {
    await slot.getByRole('button', { name: `Drag widget ${place} to reorder` }).focus();
    await page.keyboard.press('Space');
    await pickedUp(page, `Picked up item ${place} of`);
    for (let at = place - 1; at >= 1; at -= 1) {
      await page.keyboard.press('ArrowUp');
      await expect(page.getByText(`Over place ${at}.`)).toBeAttached();
    }
    await page.keyboard.press('Space');
  }
  await expect.poll(homeSections).toEqual(['PromoHero', ...before]);
  await expect((await studioPreview(page, BRAND)).locator('.lv-hero').first()).toBeVisible();

  // Saved, and a fresh visitor sees it on the running site at once.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  const saved = JSON.parse(readBrand()) as {
    theme: { logo: string; colors: { primary: string } };
    screens: { home: { slots: { main: { widget: string }[] } } };
  };
  expect(saved.theme.logo).toBe(stored);
  expect(saved.theme.colors.primary).toBe('#1d6b62');
  expect(saved.screens.home.slots.main[0]).toMatchObject({ widget: 'PromoHero' });
  const visitor = await (await browser.newContext()).newPage();
  await visitor.addInitScript(() => sessionStorage.setItem('livery.closedPopups', '[]'));
  await visitor.goto(`/?brand=${BRAND}`);
  await expect(visitor.locator('.lv-header__logo img')).toHaveAttribute('src', `/brands/${BRAND}/${stored}`);
  const hero = visitor.locator('main .lv-hero').first();
  await expect(hero).toBeVisible();
  await visitor.context().close();

  // The previous version, put back from the History.
  await page.getByRole('button', { name: 'History' }).click();
  const newest = page
    .getByRole('region', { name: 'Saved versions' })
    .getByRole('list')
    .first()
    .getByRole('listitem')
    .first();
  await newest.getByRole('button', { name: 'Restore this version' }).click();
  await newest.getByRole('button', { name: 'Yes, restore it' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The earlier version is back.' })).toBeVisible();
  expect(readBrand()).toBe(created);
});
