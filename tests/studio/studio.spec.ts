import { expect, test, type Frame, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { STUDIO_ROOT } from '../../playwright.studio.config.ts';
import { axeViolations } from '../e2e/support/axe.ts';
import { studioPreview } from './studioPage.ts';

// The brand studio end to end (issue 18, "Done when"), on a copy of brands/ (never the committed files).
const SECRET = 'e2e-studio-secret';
const auroraFile = path.join(STUDIO_ROOT, 'brands', 'aurora', 'brand.json');
interface BrandFile {
  name: string;
  theme: { colors: Record<string, string> };
  footer: { vendors?: string[]; social: unknown[] };
  screens: { home: { slots: { main: { widget: string }[] } } };
}
const readAurora = () => JSON.parse(readFileSync(auroraFile, 'utf8')) as BrandFile;

test.describe.configure({ mode: 'serial' });

let page: Page;

const preview = () => studioPreview(page);

/** Elements of the preview whose background is the brand's primary colour now (its buttons). */
const markPrimaryButtons = (frame: Frame) =>
  frame.evaluate(() => {
    const primary = getComputedStyle(document.documentElement).getPropertyValue('--lv-color-primary').trim();
    const probe = document.createElement('div');
    probe.style.background = primary;
    document.body.append(probe);
    const wanted = getComputedStyle(probe).backgroundColor;
    probe.remove();
    const marked = [...document.querySelectorAll('button, a')].filter(
      (element) => getComputedStyle(element).backgroundColor === wanted,
    );
    marked.forEach((element) => element.setAttribute('data-e2e-primary', ''));
    (window as unknown as { e2eNoReload: boolean }).e2eNoReload = true;
    return marked.length;
  });

const primaryButtonColours = (frame: Frame) =>
  frame.evaluate(() => ({
    stillSamePage: (window as unknown as { e2eNoReload?: boolean }).e2eNoReload === true,
    colours: [
      ...new Set(
        [...document.querySelectorAll('[data-e2e-primary]')].map(
          (element) => getComputedStyle(element).backgroundColor,
        ),
      ),
    ],
  }));

const winnerBoardsOnDisk = readAurora().screens.home.slots.main.filter((node) => node.widget === 'WinnerBoard').length;

test.beforeAll(async ({ browser }) => {
  // A page of its own context, as axe's Playwright runner asks.
  page = await (await browser.newContext()).newPage();
  await page.goto(`/studio/#secret=${SECRET}`);
  await expect(page.getByRole('heading', { name: 'Brand studio' })).toBeVisible();
  await expect(page.getByLabel('Brand', { exact: true })).toHaveValue('aurora');
});

test('a save call without the session secret is refused', async ({ request }) => {
  const answer = await request.put('/studio/api/brands/aurora', {
    data: { document: { id: 'aurora', name: 'Hacked' }, version: 'x' },
  });
  expect(answer.status()).toBe(401);
  expect(readAurora().name).toBe('Aurora');
});

test('changing the primary colour repaints the preview’s buttons within 300 ms of the keystroke, without a reload', async () => {
  const frame = await preview();
  await expect.poll(() => markPrimaryButtons(frame)).toBeGreaterThan(0);
  await page.locator('#root_colors_primary').fill('#fe0000');
  await expect.poll(() => primaryButtonColours(frame)).toEqual({ stillSamePage: true, colours: ['rgb(254, 0, 0)'] });
  // Timed in the browser (keystroke in the studio → buttons repainted in the frame), not by the test's
  // round trips: three keystrokes, the median against issue 18's 300 ms (docs/decisions.md says why
  // the median on this shared machine).
  const latencies: number[] = [];
  for (const [typed, painted] of [
    ['#ff0000', 'rgb(255, 0, 0)'],
    ['#fe0000', 'rgb(254, 0, 0)'],
    ['#ff0000', 'rgb(255, 0, 0)'],
  ] as const) {
    await frame.evaluate((wanted) => {
      const box = window as unknown as { e2eRepaintedAt?: number };
      delete box.e2eRepaintedAt;
      const seen = () =>
        [...document.querySelectorAll('[data-e2e-primary]')].every(
          (element) => getComputedStyle(element).backgroundColor === wanted,
        );
      const watch = () =>
        seen() ? (box.e2eRepaintedAt = performance.timeOrigin + performance.now()) : requestAnimationFrame(watch);
      requestAnimationFrame(watch);
    }, painted);
    await page
      .locator('#root_colors_primary')
      .evaluate((input) =>
        input.addEventListener(
          'input',
          () => ((window as unknown as { e2eTypedAt: number }).e2eTypedAt = performance.timeOrigin + performance.now()),
          { once: true, capture: true },
        ),
      );
    await page.locator('#root_colors_primary').fill(typed);
    await expect
      .poll(() => frame.evaluate(() => (window as unknown as { e2eRepaintedAt?: number }).e2eRepaintedAt ?? 0))
      .toBeGreaterThan(0);
    const typedAt = await page.evaluate(() => (window as unknown as { e2eTypedAt: number }).e2eTypedAt);
    const repaintedAt = await frame.evaluate(() => (window as unknown as { e2eRepaintedAt: number }).e2eRepaintedAt);
    latencies.push(Math.round(repaintedAt - typedAt));
  }
  test.info().annotations.push({ type: 'keystroke → repaint (ms)', description: latencies.join(', ') });
  const median = [...latencies].sort((a, b) => a - b)[1]!;
  expect(median, `keystroke → repaint: ${latencies.join(', ')} ms`).toBeLessThanOrEqual(300);
  expect(await primaryButtonColours(frame)).toEqual({ stillSamePage: true, colours: ['rgb(255, 0, 0)'] });
});

test('the site’s popups cover the preview only when the operator asks for them (issue 28, item 7)', async () => {
  const frame = await preview();
  await expect(frame.locator('[class*="lv-banners"]').first()).toBeVisible();
  // The popups were asked for and answered (nothing more on the wire), and none opened.
  await frame.waitForLoadState('networkidle');
  await expect(frame.locator('dialog[open]')).toHaveCount(0);
  await page.getByLabel('Show the site’s popups').check();
  await expect(frame.locator('dialog[open][data-dialog="popup"]')).toContainText('Selamat datang ke Aurora');
});

test('an edit does not show again a popup the preview already showed or closed (POPUP-06)', async () => {
  const frame = await preview();
  const popup = frame.locator('dialog[open][data-dialog="popup"]');
  await expect(popup).toContainText('Selamat datang ke Aurora');
  // Removing the home's first widget redraws the slot around the popups' widget while its popup is open.
  await page.getByRole('navigation').getByRole('button', { name: 'Home', exact: true }).click();
  await page
    .locator('[data-pointer="/screens/home/slots/main"]')
    .getByRole('button', { name: 'Remove' })
    .first()
    .click();
  await expect(frame.locator('[class*="lv-banners"]')).toHaveCount(0);
  await popup.locator('.lv-dialog__close').click();
  // The next popup follows; the welcome is not shown a second time.
  await expect(popup).toContainText('Main di mana sahaja');
  await popup.locator('.lv-dialog__close').click();
  await expect(frame.locator('dialog[open]')).toHaveCount(0);
  // Undo puts the widget back (another redraw of the slot), and a colour edit redraws the theme: nothing reopens.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(frame.locator('[class*="lv-banners"]').first()).toBeVisible();
  await page.getByRole('navigation').getByRole('button', { name: 'Theme' }).click();
  await page.locator('#root_colors_primary').fill('#fe0000');
  await page.locator('#root_colors_primary').fill('#ff0000');
  await expect
    .poll(() =>
      frame.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--lv-color-primary').trim()),
    )
    .toBe('#ff0000');
  await page.waitForTimeout(1_500);
  await expect(frame.locator('dialog[open]')).toHaveCount(0);
});

test('a dialog opening in the preview leaves the keyboard where the operator is', async () => {
  const frame = await preview();
  // The login dialog focuses its first field when it shows; in the frame that must not take the studio's focus.
  await page.getByLabel('Open dialog').focus();
  await page.getByLabel('Open dialog').selectOption('login');
  await expect(frame.locator('dialog[open][data-dialog="login"]')).toBeVisible();
  await page.waitForTimeout(300);
  await expect(page.getByLabel('Open dialog')).toBeFocused();
  await page.locator('#root_colors_primary').fill('#ff0000');
  await page.keyboard.press('Backspace');
  await expect(page.locator('#root_colors_primary')).toHaveValue('#ff000');
  await expect(page.locator('#root_colors_primary')).toBeFocused();
  await page.locator('#root_colors_primary').fill('#ff0000');
  await frame.locator('dialog[open][data-dialog="login"] .lv-dialog__close').click();
  await expect(frame.locator('dialog[open]')).toHaveCount(0);
});

test('a low-contrast text colour names the pair and its ratio', async () => {
  await page.locator('#root_colors_onPrimary').fill('#ff2020');
  await expect(page.getByRole('alert').filter({ hasText: 'onPrimary / primary' })).toHaveText(
    /onPrimary \/ primary: 1\.\d\d:1 — below 4\.5:1/,
  );
  await page.locator('#root_colors_onPrimary').fill('#000000');
  await expect(page.getByRole('alert').filter({ hasText: 'onPrimary / primary' })).toHaveCount(0);
});

test('an invalid value shows an inline error and Save is refused; the error list jumps to the field', async () => {
  await page.locator('#root_colors_accent').fill('purple');
  await expect(page.locator('[data-pointer="/theme/colors/accent"] .error-detail')).toContainText(
    'is not in the form this field takes',
  );
  await expect(page.getByRole('button', { name: 'Theme › Colours › Accent' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The brand has errors' })).toBeVisible();
  expect(readAurora().theme?.colors?.accent).not.toBe('purple');
  await page.getByRole('button', { name: 'Save', exact: true }).focus();
  await page.getByRole('button', { name: 'Theme › Colours › Accent' }).click();
  await expect(page.locator('#root_colors_accent')).toBeFocused();
  await page.locator('#root_colors_accent').fill('#6446d8');
  await expect(page.getByText('No problems: this brand can be saved.')).toBeVisible();
});

test('a WinnerBoard added to the home’s main slot appears in the preview', async () => {
  await page.getByRole('navigation').getByRole('button', { name: 'Home', exact: true }).click();
  const frame = await preview();
  const before = await frame.locator('.lv-winners').count();
  await page
    .locator('[data-pointer="/screens/home/slots/main"]')
    .getByRole('button', { name: 'Add a section' })
    .click();
  await page
    .getByRole('dialog', { name: 'Add a section here' })
    .getByRole('button', { name: 'Winner board', exact: true })
    .click();
  await expect(frame.locator('.lv-winners')).toHaveCount(before + 1);
  await expect(frame.locator('.lv-winners').last()).toBeVisible();
  // A click on it in the preview selects it in the form (dispatched: the brand's welcome popup may cover it).
  await frame.locator('.lv-winners').last().dispatchEvent('click');
  await expect(page.locator('.st-field.is-selected').first()).toHaveAttribute(
    'data-pointer',
    /^\/screens\/home\/slots\/main\/\d+$/,
  );
});

test('reset a field to inherited, then undo and redo it', async () => {
  await page.getByRole('navigation').getByRole('button', { name: 'Footer' }).click();
  // The list's own badge (its items carry theirs too).
  const badge = page.locator('[data-pointer="/footer/vendors"] > .st-origin');
  await expect(badge).toHaveText(/^Overridden here/);
  await badge.getByRole('button', { name: 'Reset to inherited: Vendor logos' }).click();
  await expect(badge).toHaveText('Inherited from base');
  await page.keyboard.press('Control+z');
  await expect(badge).toHaveText(/^Overridden here/);
  await page.keyboard.press('Control+Shift+z');
  await expect(badge).toHaveText('Inherited from base');
});

test('save writes a brand the CLI validates, and a fresh browser on the running server shows it', async ({
  browser,
}) => {
  // The brand CLI runs as its own process (it loads the whole widget catalogue).
  test.setTimeout(240_000);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  const saved = readAurora();
  expect(saved.theme.colors.primary).toBe('#ff0000');
  expect(saved.footer.vendors).toBeUndefined();
  expect(saved.screens.home.slots.main.filter((node) => node.widget === 'WinnerBoard')).toHaveLength(
    winnerBoardsOnDisk + 1,
  );
  expect(readFileSync(path.join(STUDIO_ROOT, 'brands', 'aurora', 'brand.previous.json'), 'utf8')).toContain('"Aurora"');
  const cli = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/brand/cli.ts', 'validate', 'aurora', '--root', STUDIO_ROOT],
    { encoding: 'utf8' },
  );
  expect(cli).toContain('1 brand valid.');

  const fresh = await browser.newContext();
  const player = await fresh.newPage();
  await player.goto('/?brand=aurora');
  await expect(player.locator('.lv-winners')).toHaveCount(winnerBoardsOnDisk + 1);
  expect(
    await player.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--lv-color-primary').trim(),
    ),
  ).toBe('#ff0000');
  await fresh.close();
});

test('an edit made on disk meanwhile is detected at save, in brand terms', async () => {
  const onDisk = readAurora();
  onDisk.footer.social = onDisk.footer.social.slice(1);
  writeFileSync(auroraFile, `${JSON.stringify(onDisk, null, 2)}\n`);
  await page.getByRole('navigation').getByRole('button', { name: 'Identity and hosts' }).click();
  await page.locator('#root_name').fill('Aurora Studio');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'changed on disk' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('listitem')).toContainText(['Footer › Social links: social link removed']);
  expect(readAurora().name).toBe('Aurora');
});

test('a new brand extends base and is served at ?brand= at once', async ({ browser }) => {
  await page.getByLabel('New brand id').fill('emerald');
  await page.getByRole('button', { name: 'New brand' }).click();
  await expect(page.getByLabel('Brand', { exact: true })).toHaveValue('emerald');
  expect(JSON.parse(readFileSync(path.join(STUDIO_ROOT, 'brands', 'emerald', 'brand.json'), 'utf8')).extends).toBe(
    'base',
  );
  const fresh = await browser.newContext();
  const player = await fresh.newPage();
  await player.goto('/?brand=emerald');
  await expect(player).toHaveTitle('Emerald');
  await fresh.close();
});

test('the operator reads names and words, not ids, codes or text keys; codes stay in a details line (issue 28, item 5)', async () => {
  const nav = page.getByRole('navigation');
  // Screens and dialogs by the names the site gives them, not by their ids.
  for (const name of ['Slot games', 'Favourite games', 'A real account is needed', 'Member centre'])
    await expect(nav.getByRole('button', { name, exact: true })).toBeVisible();
  for (const id of ['seamless', 'realAccount', 'favorite'])
    await expect(nav.getByRole('button', { name: id, exact: true })).toHaveCount(0);
  // A text key says what it shows on the site.
  await nav.getByRole('button', { name: 'Slot games', exact: true }).click();
  await expect(page.locator('[data-pointer="/screens/seamless/title"]')).toContainText('Shows: “Slot games”');
  // Descriptions and titles without specification codes; the codes fold away under each field.
  await nav.getByRole('button', { name: 'Feature flags' }).click();
  const editor = page.locator('.st-editor form');
  await expect(editor.getByText('Mobile tab in the register popup.', { exact: true })).toBeVisible();
  expect(await editor.evaluate((form) => (form as HTMLElement).innerText)).not.toMatch(
    /\b(FLAG|ROUTE|CALL|UNSPEC)-\d+/,
  );
  const reference = page.locator('[data-pointer="/flags/MOBILENUMREG3"] details.st-reference');
  await reference.getByText('Specification reference').click();
  await expect(reference).toContainText('FLAG-01, FLAG-09');
  // A list's items by their own name and place ("Path 1"), not "Paths-1".
  await nav.getByRole('button', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('textbox', { name: /^Path 1\*?$/ })).toBeVisible();
  await expect(page.getByText(/Paths-1/)).toHaveCount(0);
});

test('the studio speaks Chinese, the brand’s forms and the gallery included, and has no accessibility violations', async () => {
  await page.getByRole('button', { name: '中文' }).click();
  await expect(page.getByRole('heading', { name: '品牌工作室' })).toBeVisible();
  expect(await axeViolations(page, { exclude: ['iframe'] })).toEqual([]);

  // A form's labels, descriptions and list values come from the brand schema: in Chinese too (issue 28, item 5).
  const nav = page.getByRole('navigation');
  const editor = page.locator('.st-editor form');
  await nav.getByRole('button', { name: '主题', exact: true }).click();
  await expect(page.locator('.st-section-title')).toHaveText('主题');
  await expect(editor.getByRole('textbox', { name: '主色', exact: true })).toBeVisible();
  await expect(
    editor.getByText('成对的颜色（如“主色”与“主色上的文字”）须保持 4.5:1 的对比度；品牌检查工具会核对。'),
  ).toBeVisible();
  await nav.getByRole('button', { name: '功能开关', exact: true }).click();
  await expect(editor.getByText('在注册弹窗中显示“手机号”标签页。', { exact: true })).toBeVisible();
  const reference = page.locator('[data-pointer="/flags/MOBILENUMREG3"] details.st-reference');
  await reference.getByText('规格参考').click();
  await expect(reference).toContainText('FLAG-01, FLAG-09');
  expect(await axeViolations(page, { exclude: ['iframe'] })).toEqual([]);

  // An invalid value: the error under the field (ajv's, in Chinese) and the problem line (the brand
  // CLI's issue, said from its code) are Chinese too, and the studio stays axe-clean showing them.
  await nav.getByRole('button', { name: '主题', exact: true }).click();
  const accent = editor.getByRole('textbox', { name: '强调色', exact: true });
  const accentBefore = await accent.inputValue();
  await accent.fill('purple');
  await expect(page.locator('[data-pointer="/theme/colors/accent"] .error-detail')).toHaveText(/^格式不符合此项的要求/);
  const problems = page.getByRole('region', { name: /^问题/ });
  const problem = problems
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: '主题 › 颜色 › 强调色' }) });
  await expect(problem).toHaveText('主题 › 颜色 › 强调色：格式不符合此项的要求。');
  await expect(problems).not.toContainText(/must|Use |Did you mean/);
  expect(await axeViolations(page, { exclude: ['iframe'] })).toEqual([]);
  await accent.fill(accentBefore);
  await expect(problems.getByText('没有问题：可以保存此品牌。')).toBeVisible();

  // Aurora titles its home in plain English words, which the site shows in every language.
  await nav.getByRole('button', { name: 'Home', exact: true }).click();
  const access = page.locator('[data-pointer="/screens/home/access"] select');
  await expect(access.locator('option:checked')).toHaveText('所有人');
  // The choice of a section's kind names widgets by their Chinese title.
  await expect(
    page.locator('[data-pointer="/screens/home/slots/main/0"] select').first().locator('option:checked'),
  ).toHaveText(/^[^A-Za-z]+$/);
  // The form library's own words too: a path's key is named in Chinese, not "/login Key".
  await expect(editor.getByText('/login 的键名', { exact: true })).toBeVisible();
  for (const english of ['Page address', 'Paths', 'Access', 'Shown when', '/login Key'])
    await expect(editor.getByText(english, { exact: true })).toHaveCount(0);

  // The gallery's cards: title and line in Chinese, the type and codes on the details line.
  await page.locator('[data-pointer="/screens/home/slots/main"]').getByRole('button', { name: '添加版块' }).click();
  const gallery = page.getByRole('dialog', { name: '在此添加版块' });
  const hero = gallery.getByRole('button', { name: '宣传主视觉', exact: true });
  await expect(hero).toBeVisible();
  await expect(hero).toHaveAccessibleDescription('大幅宣传横幅。');
  await expect(gallery.getByRole('button', { name: 'Promo hero', exact: true })).toHaveCount(0);
  await expect(gallery.getByRole('button', { name: '横幅轮播', exact: true })).toBeVisible();
  expect(await axeViolations(page, { include: ['dialog[open]'] })).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(gallery).toBeHidden();

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Brand studio' })).toBeVisible();
});

for (const width of [1280, 1440]) {
  test(`issue 28 at ${width} px: the form fits its panel, its list buttons say what they do, and the whole desktop preview is in view, scaled`, async () => {
    await page.setViewportSize({ width, height: 900 });
    await preview();
    await page.getByRole('navigation').getByRole('button', { name: 'Home', exact: true }).click();
    const slot = page.locator('[data-pointer="/screens/home/slots/main"]');
    for (const name of ['Move up', 'Move down', 'Remove']) {
      const button = slot.getByRole('button', { name }).nth(1);
      await expect(button).toBeVisible();
      const box = (await button.boundingBox())!;
      expect(box.height, name).toBeGreaterThanOrEqual(24);
      expect(box.width, name).toBeGreaterThanOrEqual(24);
    }
    const editor = page.locator('.st-editor');
    expect(await editor.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);

    await page.getByRole('radio', { name: 'Desktop' }).check();
    await expect(page.getByText(/^1280 px wide, shown at \d+%$/)).toBeVisible();
    const stage = (await page.getByRole('region', { name: 'Preview › Desktop' }).boundingBox())!;
    const frame = (await page.locator('.st-preview iframe').boundingBox())!;
    expect(frame.x + frame.width).toBeLessThanOrEqual(stage.x + stage.width + 1);
    expect(frame.x + frame.width).toBeLessThanOrEqual(width);

    // The operator drags the form panel's corner to widen it; the preview gives way.
    const before = (await editor.boundingBox())!;
    await page.mouse.move(before.x + before.width - 3, before.y + before.height - 3);
    await page.mouse.down();
    await page.mouse.move(before.x + before.width + 120, before.y + before.height - 3, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => (await editor.boundingBox())!.width).toBeGreaterThan(before.width + 60);
    // The preview scales to its new room once it has measured it (a frame after the panel grew).
    await expect
      .poll(async () => {
        const after = (await page.locator('.st-preview iframe').boundingBox())!;
        return after.x + after.width;
      })
      .toBeLessThanOrEqual(width);
  });
}
