import { expect, test, type Frame, type Page } from '@playwright/test';
import { pickedUp, slotKinds, studioPreview } from './studioPage.ts';

// Reordering by drag and by keyboard (issue 28, item 9): a slot's widgets and a centre's pages.
// Nothing here is saved; each move is undone, so the brand on disk is left as it was.
const SECRET = 'e2e-studio-secret';

test.describe.configure({ mode: 'serial' });

let page: Page;

const slotOrder = () => slotKinds(page, '/screens/home/slots/main');

/** Whether the preview draws the carousel before the marquee (the brand's own order). */
const carouselFirst = (frame: Frame) =>
  frame.evaluate(() => {
    const carousel = document.querySelector('[class*="lv-banners"]');
    const marquee = document.querySelector('[class*="lv-marquee"]');
    if (!carousel || !marquee) return null;
    return Boolean(carousel.compareDocumentPosition(marquee) & Node.DOCUMENT_POSITION_FOLLOWING);
  });

test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext()).newPage();
  await page.goto(`/studio/#secret=${SECRET}`);
  await expect(page.getByLabel('Brand', { exact: true })).toHaveValue('aurora');
  await page.getByRole('navigation').getByRole('button', { name: 'Home', exact: true }).click();
});

test.afterAll(async () => {
  await page.evaluate(() => localStorage.clear());
});

test('a widget dragged by its handle moves in the slot and in the preview; undo puts it back', async () => {
  const frame = await studioPreview(page);
  const before = await slotOrder();
  expect(before.length).toBeGreaterThan(2);
  await expect.poll(() => carouselFirst(frame)).toBe(true);
  const slot = page.locator('[data-pointer="/screens/home/slots/main"]');
  const first = slot.getByRole('button', { name: 'Drag widget 1 to reorder' });
  const second = slot.getByRole('button', { name: 'Drag widget 2 to reorder' });
  await first.scrollIntoViewIfNeeded();
  const from = (await first.boundingBox())!;
  const to = (await second.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Past the second item's middle, in steps, as a hand moves.
  await page.mouse.move(from.x + from.width / 2, to.y + to.height, { steps: 12 });
  await page.mouse.up();
  // Where it lands depends on the items' heights; what matters is that it moved down, whole.
  await expect.poll(slotOrder).not.toEqual(before);
  const after = await slotOrder();
  expect(after[0]).toBe(before[1]);
  expect(after.indexOf(before[0]!)).toBeGreaterThan(0);
  expect([...after].sort()).toEqual([...before].sort());
  await expect.poll(() => carouselFirst(frame)).toBe(false);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(slotOrder).toEqual(before);
  await expect.poll(() => carouselFirst(frame)).toBe(true);
});

test('from the keyboard: Space picks the item up, the arrows move it, Space drops it, each step said', async () => {
  const before = await slotOrder();
  const slot = page.locator('[data-pointer="/screens/home/slots/main"]');
  await slot.getByRole('button', { name: 'Drag widget 1 to reorder' }).focus();
  await page.keyboard.press('Space');
  await pickedUp(page, 'Picked up item 1 of');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Over place 2.')).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Over place 3.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Dropped at place 3.')).toBeAttached();
  await expect.poll(slotOrder).toEqual([before[1], before[2], before[0], ...before.slice(3)]);
  // Escape puts an item back where it was.
  await slot.getByRole('button', { name: 'Drag widget 1 to reorder' }).focus();
  await page.keyboard.press('Space');
  await pickedUp(page, 'Picked up item 1 of');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect.poll(slotOrder).toEqual([before[1], before[2], before[0], ...before.slice(3)]);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(slotOrder).toEqual(before);
});

test('in the preview, the selected widget’s handle moves it: dragged onto another, or by the arrows', async () => {
  const frame = await studioPreview(page);
  const before = await slotOrder();
  await expect.poll(() => carouselFirst(frame)).toBe(true);
  // A click on the marquee selects it, in the form and in the preview, where its handle appears.
  await frame.locator('[class*="lv-marquee"]').first().dispatchEvent('click');
  await expect(page.locator('.st-field.is-selected').first()).toHaveAttribute(
    'data-pointer',
    '/screens/home/slots/main/1',
  );
  const handle = frame.getByRole('button', { name: /^Move: drag onto another section/ });
  await expect(handle).toBeVisible();
  // Dragged onto the carousel above it: the marquee comes first, in the form and in the preview.
  const from = (await handle.boundingBox())!;
  const onto = (await frame.locator('[class*="lv-banners"]').first().boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(onto.x + onto.width / 2, onto.y + onto.height / 2, { steps: 10 });
  await page.mouse.up();
  await expect.poll(slotOrder).toEqual([before[1], before[0], ...before.slice(2)]);
  await expect.poll(() => carouselFirst(frame)).toBe(false);
  // The handle followed the marquee to its new place; ArrowDown takes it back down one.
  await handle.focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(slotOrder).toEqual(before);
  await expect.poll(() => carouselFirst(frame)).toBe(true);
  // Two edits, two undos: the brand is as it was.
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(slotOrder).toEqual(before);
});

test('a centre’s pages reorder the same way', async () => {
  await page.getByRole('navigation').getByRole('button', { name: 'Member centre', exact: true }).click();
  const pages = page.locator('[data-pointer="/screens/member/pages"]');
  // Each page's own id field (a page's widgets have fields named id too).
  const ids = () =>
    page
      .locator('[data-pointer^="/screens/member/pages/"][data-pointer$="/id"]')
      .evaluateAll((fields) =>
        fields
          .filter((field) => /^\/screens\/member\/pages\/\d+\/id$/.test(field.getAttribute('data-pointer') ?? ''))
          .map((field) => field.querySelector('input')?.value ?? ''),
      );
  const before = await ids();
  expect(before.length).toBeGreaterThan(2);
  await pages.getByRole('button', { name: 'Drag centre page 2 to reorder' }).focus();
  await page.keyboard.press('Enter');
  await pickedUp(page, 'Picked up item 2 of');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Over place 1.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect.poll(ids).toEqual([before[1], before[0], ...before.slice(2)]);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(ids).toEqual(before);
});
