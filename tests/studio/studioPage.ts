import { expect, type Frame, type Page } from '@playwright/test';

// What the studio's end-to-end specs share: the preview frame once it shows the draft, and a slot's
// kinds of widget in the form's order.

/** The preview frame of the studio's page once it draws the operator's draft (of `brand`, if named). */
export async function studioPreview(page: Page, brand?: string): Promise<Frame> {
  await expect(page.getByRole('status').filter({ hasText: 'The preview shows your draft.' })).toBeVisible();
  await expect(page.locator('iframe[data-ready="true"]')).toBeVisible();
  const wanted = brand ? `brand=${brand}&studio=1` : 'studio=1';
  const frame = page.frames().find((candidate) => candidate.url().includes(wanted));
  if (!frame) throw new Error('no preview frame');
  return frame;
}

/** The kinds of widget of a slot (by its JSON pointer), in the form's order. */
export const slotKinds = (page: Page, slot: string) =>
  page
    .locator(`[data-pointer^="${slot}/"] select[id$="__oneof_select"]`)
    .evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).selectedOptions[0]?.text ?? ''));

/**
 * Waits until a keyboard pick-up is said ("Picked up item 2 of 5") and the list then listens for
 * the arrows. dnd-kit says the pick-up as it starts, and adds its arrow-key listener in a timer task
 * queued just before: one timer turn in the page runs it, so an arrow pressed next is never lost
 * (on a busy runner the words were on screen before the listener was there).
 */
export async function pickedUp(page: Page, said: string): Promise<void> {
  await expect(page.getByText(said, { exact: false })).toBeAttached();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}
