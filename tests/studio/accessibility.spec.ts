import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../e2e/support/axe.ts';

// The studio is axe-clean in every state an operator meets (issue 28, item 10): each kind of form,
// problems listed, a low contrast flagged with its samples, the brand file as text, a popup open in
// the preview, and in Chinese. Nothing here is saved: the brand on disk is left as it was.
const SECRET = 'e2e-studio-secret';

test.describe.configure({ mode: 'serial' });

let page: Page;
const violations = () => axeViolations(page, { exclude: ['iframe'] });

test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext()).newPage();
  await page.goto(`/studio/#secret=${SECRET}`);
  await expect(page.getByLabel('Brand', { exact: true })).toHaveValue('aurora');
  await expect(page.getByRole('status').filter({ hasText: 'The preview shows your draft.' })).toBeVisible();
});

test.afterAll(async () => {
  // The draft is this browser's; nothing of it reaches the file.
  await page.evaluate(() => localStorage.clear());
});

test('every kind of form is axe-clean', async () => {
  const nav = page.getByRole('navigation');
  for (const name of ['Identity and hosts', 'Feature flags', 'Registration', 'Theme', 'Menus', 'Footer', 'Layout']) {
    await nav.getByRole('button', { name, exact: true }).click();
    await expect(page.locator('.st-section-title')).toHaveText(name);
    expect(await violations(), name).toEqual([]);
  }
  for (const name of ['Home', 'Member centre', 'Log in']) {
    await nav.getByRole('button', { name, exact: true }).click();
    await expect(page.locator('.st-section-title')).toContainText(name);
    expect(await violations(), name).toEqual([]);
  }
});

test('problems listed, a low contrast flagged and the file as text are axe-clean', async () => {
  await page.getByRole('navigation').getByRole('button', { name: 'Theme', exact: true }).click();
  await page.locator('#root_colors_accent').fill('purple');
  await page.locator('#root_colors_onPrimary').fill('#ff2020');
  await expect(page.getByRole('button', { name: 'Theme › Colours › Accent' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'onPrimary / primary' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The brand has errors' })).toBeVisible();
  await page.locator('summary', { hasText: 'The brand file as text' }).click();
  await expect(page.getByLabel('The brand file as text')).toBeVisible();
  expect(await violations()).toEqual([]);
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('No problems: this brand can be saved.')).toBeVisible();
});

test('with a popup open in the preview, and in Chinese, the studio is axe-clean', async () => {
  await page.getByLabel('Show the site’s popups').check();
  await expect(page.frameLocator('iframe').locator('dialog[open]')).toBeVisible();
  expect(await violations()).toEqual([]);
  await page.getByRole('button', { name: '中文' }).click();
  await expect(page.getByRole('heading', { name: '品牌工作室' })).toBeVisible();
  expect(await violations()).toEqual([]);
  await page.getByRole('button', { name: 'English' }).click();
});
