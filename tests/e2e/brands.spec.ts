import { test, expect, type Page } from './support/test.ts';
import { axeViolations } from './support/axe.ts';
import { readFileSync } from 'node:fs';
import { withoutLoadPopups } from './support/session.ts';

// The home's load popups (POPUP-05) have their own spec; here the pages start with them closed.
test.beforeEach(async ({ page }) => withoutLoadPopups(page));

/** The runtime brands as the build wrote them: what the player is given. */
function runtimeBrand(id: string) {
  return JSON.parse(readFileSync(`dist/brands/${id}.json`, 'utf8'));
}

const cssVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

const LANGUAGE_TAGS: Record<string, string> = { MY: 'ms', EN: 'en', CN: 'zh-CN', PT: 'pt' };

for (const id of ['aurora', 'jade']) {
  test.describe(`brand ${id}`, () => {
    test('home renders with its own theme, language, menus and footer vendors', async ({ page }) => {
      const brand = runtimeBrand(id);
      await page.goto(`/?brand=${id}`);
      await expect(page.getByRole('banner').getByRole('img', { name: brand.name }).first()).toBeVisible();
      await expect(page).toHaveTitle(brand.name);
      expect(await cssVar(page, '--lv-color-primary')).toBe(brand.theme.colors.primary);
      expect(await page.getAttribute('html', 'lang')).toBe(LANGUAGE_TAGS[brand.languages.default]);
      const footer = page.getByRole('contentinfo');
      for (const vendor of brand.footer.vendors) await expect(footer.getByRole('img', { name: vendor })).toBeVisible();
      await expect(footer.getByText(`${brand.registration.ageLimit}+`)).toBeVisible();
    });

    test('axe finds no violations on home', async ({ page }) => {
      await page.goto(`/?brand=${id}`);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test('the host name picks the brand', async ({ page }) => {
  await page.goto(`http://jade.localhost:${process.env.E2E_PORT ?? 4173}/`);
  await expect(page).toHaveTitle('Jade');
});

test('brands differ in behaviour: the manual rebate item follows MANPLAYREB3 (SIDE-04)', async ({ page }) => {
  await page.goto('/?brand=aurora');
  const auroraSide = page.getByRole('navigation', { name: /side|menu|sisi|侧/i }).first();
  await expect(auroraSide).toBeVisible();
  expect(runtimeBrand('aurora').flags.MANPLAYREB3).toBe(true);
  await expect(page.locator('[data-screen]')).toBeVisible();
  const aurora = await page.locator('.lv-shell__side').innerText();
  await page.goto('/?brand=jade');
  await expect(page.locator('[data-screen]')).toBeVisible();
  const jade = await page.locator('.lv-shell__side').innerText();
  expect(aurora).toMatch(/Rebat manual/);
  expect(jade).not.toMatch(/Manual rebate/);
});

test('choosing a language re-renders the text, sets <html lang> and is remembered (I18N-04)', async ({ page }) => {
  await page.goto('/?brand=aurora');
  await page.locator('.lv-shell__side').getByRole('combobox').first().selectOption('EN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('.lv-shell__side')).toContainText('Manual rebate');
  expect(
    await page.evaluate(() => [localStorage.getItem('language'), localStorage.getItem('historyLanguage')]),
  ).toEqual(['EN', 'EN']);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('an unknown path goes home (UNSPEC-74)', async ({ page }) => {
  await page.goto('/?brand=jade');
  await page.evaluate(() => history.pushState({}, '', '/no-such-page'));
  await page.goto('/no-such-page?brand=jade');
  await expect(page).toHaveURL(/\/$|\/\?/);
});

test('start-up costs one request for the brand: the host map is inline (DESIGN §4)', async ({ page }) => {
  const brandRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/brands/') && pathname.endsWith('.json')) brandRequests.push(pathname);
  });
  await page.goto(`http://jade.localhost:${process.env.E2E_PORT ?? 4173}/`);
  await expect(page.getByRole('main')).toBeVisible();
  expect(brandRequests).toEqual(['/brands/jade.json']);
});

test('a broken brand document shows a readable message, not a white screen', async ({ page }) => {
  await page.route('**/brands/aurora.json', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"id": 42}' }),
  );
  await page.goto('/?brand=aurora');
  await expect(page.getByRole('alert')).toContainText('The site could not be loaded');
  await expect(page.locator('body')).not.toContainText(/TypeError|at .*\.js/);
});
