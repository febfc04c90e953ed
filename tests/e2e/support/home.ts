import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/**
 * Scrolls through the home as a player would: each game section and the winner board below the
 * first screen comes near and asks for its data (DESIGN §6b), then back to the top. Each part is
 * waited for until it draws a state of its call (loading, failed or the answer).
 */
export async function scrollThroughHome(page: Page): Promise<void> {
  const sections = page.locator('.lv-home-games__section');
  await expect(sections.first()).toBeAttached();
  const parts = [...(await sections.all()), ...(await page.locator('.lv-winners').all())];
  for (const part of parts) {
    await part.scrollIntoViewIfNeeded();
    await expect(part.locator('.lv-data').first()).toBeAttached();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
