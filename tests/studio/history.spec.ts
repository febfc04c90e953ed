import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STUDIO_ROOT } from '../../playwright.studio.config.ts';
import { axeViolations } from '../e2e/support/axe.ts';

// Issue 28, item 8, end to end: a colour saved from the form changes one line of brand.json, the
// History lists that save in the form's words, and restoring it puts the file back as it was. It
// works on whatever aurora is when it starts (studio.spec.ts edits the same copy in the same run)
// and leaves the file as it found it.
const SECRET = 'e2e-studio-secret';
const auroraFile = path.join(STUDIO_ROOT, 'brands', 'aurora', 'brand.json');
const readText = () => readFileSync(auroraFile, 'utf8');

test.describe.configure({ mode: 'serial' });

let page: Page;
let original: string;
let primary: string;
let chosen: string;

test.beforeAll(async ({ browser }) => {
  // A page of its own context, as axe's Playwright runner asks.
  page = await (await browser.newContext()).newPage();
  await page.goto(`/studio/#secret=${SECRET}`);
  await expect(page.getByRole('heading', { name: 'Brand studio' })).toBeVisible();
  await expect(page.getByLabel('Brand', { exact: true })).toHaveValue('aurora');
  original = readText();
  primary = (JSON.parse(original) as { theme: { colors: { primary: string } } }).theme.colors.primary;
  // The next shade (its last digit one on): a colour the theme's contrast checks accept as they did the old one.
  const last = parseInt(primary.slice(-1), 16);
  chosen = `${primary.slice(0, -1)}${(last === 15 ? 14 : last + 1).toString(16)}`;
});

test.afterAll(async () => {
  await page.context().close();
});

test('a colour saved from the form changes one line of brand.json', async () => {
  // Parts aurora has nothing for, opened on the way: their forms hand back an empty object at once,
  // which must not reach the file (`"constants": {}`, like the `"when": {}` of issue 28).
  for (const part of ['Registration', 'Constants', 'Theme']) {
    await page.getByRole('navigation').getByRole('button', { name: part, exact: true }).click();
    await expect(page.getByRole('button', { name: part, exact: true })).toHaveAttribute('aria-current', 'page');
  }
  await expect(page.locator('#root_colors_primary')).toHaveValue(primary);
  // The studio checks the draft on its server a moment after typing stops; the save waits for that answer.
  const checked = page.waitForResponse((response) => response.url().endsWith('/studio/api/check'));
  await page.locator('#root_colors_primary').fill(chosen);
  await checked;
  await expect(page.getByText('No problems: this brand can be saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  const before = original.split('\n');
  const after = readText().split('\n');
  expect(after).toHaveLength(before.length);
  const changed = after.flatMap((line, index) => (line === before[index] ? [] : [[before[index], line]]));
  // Exactly this line: no layout rewritten, no key moved, no empty object added.
  expect(changed).toEqual([[`      "primary": "${primary}",`, `      "primary": "${chosen}",`]]);
});

test('the History lists the save in the form’s words, and restoring it puts the file back', async () => {
  await page.getByRole('button', { name: 'History' }).click();
  const panel = page.getByRole('region', { name: 'Saved versions' });
  const newest = panel.getByRole('list').first().getByRole('listitem').first();
  await expect(newest).toContainText(`Theme › Colours › Primary: ${primary} → ${chosen}`);
  expect(await axeViolations(page, { exclude: ['iframe'] })).toEqual([]);

  await newest.getByRole('button', { name: 'Restore this version' }).click();
  await expect(newest.getByRole('group')).toContainText('Put this version back as the brand file?');
  await newest.getByRole('button', { name: 'Yes, restore it' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The earlier version is back.' })).toBeVisible();
  expect(readText()).toBe(original);
  // The studio reopened the brand as it is now, and the restore is itself a save the History can undo.
  await expect(page.locator('#root_colors_primary')).toHaveValue(primary);
  await expect(panel.getByRole('list').first().getByRole('listitem').first()).toContainText(
    `Theme › Colours › Primary: ${chosen} → ${primary}`,
  );
});

test('the History speaks Chinese and has no accessibility violations', async () => {
  await page.getByRole('button', { name: '中文' }).click();
  const panel = page.getByRole('region', { name: '已保存的版本' });
  await expect(panel.getByRole('button', { name: '恢复此版本' }).first()).toBeVisible();
  expect(await axeViolations(page, { exclude: ['iframe'] })).toEqual([]);
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('button', { name: 'History' }).click();
  await expect(panel).toHaveCount(0);
});
