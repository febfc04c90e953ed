import { expect, test, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STUDIO_ROOT } from '../../playwright.studio.config.ts';
import { axeViolations } from '../e2e/support/axe.ts';
import { studioPreview } from './studioPage.ts';

// Issue 28, item 6, end to end: a new brand shows its own name, not base's logo; the operator
// uploads a logo through the form, sees it in the form and in the preview's header, and saves a
// brand the CLI validates. Runs on the studio's copy of brands/, after studio.spec.ts or alone.
const SECRET = 'e2e-studio-secret';
const BRAND = 'opal';
const LOGO = path.resolve('tests/studio/fixtures/logo.png');
const brandFile = path.join(STUDIO_ROOT, 'brands', BRAND, 'brand.json');

test.describe.configure({ mode: 'serial' });

let page: Page;

const preview = () => studioPreview(page, BRAND);

/** Whether an image finished loading a real picture (a missing file leaves it 0 wide). */
const loadedWidth = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0));

test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext()).newPage();
  await page.goto(`/studio/#secret=${SECRET}`);
  await expect(page.getByRole('heading', { name: 'Brand studio' })).toBeVisible();
  await expect(page.getByLabel('Brand', { exact: true })).not.toHaveValue('');
});

test('a new brand shows its own name as its logo, not base’s', async () => {
  await page.getByLabel('New brand id').fill(BRAND);
  await page.getByRole('button', { name: 'New brand' }).click();
  await expect(page.getByLabel('Brand', { exact: true })).toHaveValue(BRAND);
  const header = (await preview()).locator('.lv-header__logo img');
  await expect(header).toHaveAttribute('src', `/brands/${BRAND}/assets/logo.svg`);
  await expect(header).toHaveAttribute('alt', 'Opal');
  await expect.poll(() => loadedWidth(header)).toBeGreaterThan(0);
  // The file the header shows is the brand's own drawing of its name.
  const drawing = await page.request.get(`/brands/${BRAND}/assets/logo.svg`);
  expect(await drawing.text()).toContain('>Opal</text>');
});

test('the operator uploads a logo through the form, sees it there and in the preview’s header, and saves', async () => {
  // The CLI at the end runs as its own process (it loads the whole widget catalogue).
  test.setTimeout(240_000);
  await page.getByRole('navigation').getByRole('button', { name: 'Theme', exact: true }).click();
  const field = page.locator('[data-pointer="/theme/logo"]');
  await expect(field.getByText('SVG, PNG, WEBP, at most 1 MB.')).toBeVisible();
  await field.getByLabel('Upload image').setInputFiles(LOGO);
  await expect(field.getByRole('status')).toHaveText('Uploaded into the brand’s folder. Save the brand to publish it.');
  const pathText = field.getByLabel('Logo', { exact: true });
  await expect(pathText).toHaveValue(/^assets\/logo-[0-9a-f]{8}\.png$/);
  const stored = await pathText.inputValue();

  const inForm = field.getByRole('img', { name: 'Logo: the current image' });
  await expect(inForm).toHaveAttribute('src', `/brands/${BRAND}/${stored}`);
  await expect.poll(() => loadedWidth(inForm)).toBe(160);

  const header = (await preview()).locator('.lv-header__logo img');
  await expect(header).toHaveAttribute('src', `/brands/${BRAND}/${stored}`);
  await expect.poll(() => loadedWidth(header)).toBe(160);

  expect(await axeViolations(page, { exclude: ['iframe'] })).toEqual([]);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  const saved = JSON.parse(readFileSync(brandFile, 'utf8')) as { theme: { logo: string } };
  expect(saved.theme.logo).toBe(stored);
  const cli = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/brand/cli.ts', 'validate', BRAND, '--root', STUDIO_ROOT],
    { encoding: 'utf8' },
  );
  expect(cli).toContain('1 brand valid.');
});

test('a file that is not an image is refused in plain words, and the logo stays', async () => {
  const field = page.locator('[data-pointer="/theme/logo"]');
  const before = await field.getByLabel('Logo', { exact: true }).inputValue();
  await field.getByLabel('Upload image').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<!doctype html><title>not a picture</title>'),
  });
  await expect(field.getByRole('alert')).toHaveText(
    'The image was not uploaded: "logo.png" is not an image the site can show: its content is not PNG, JPEG, WebP, GIF, ICO or SVG, whatever its name says.',
  );
  await expect(field.getByLabel('Logo', { exact: true })).toHaveValue(before);
});
