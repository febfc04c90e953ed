import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/**
 * Scrolls through the home's game sections as a player would, so each one below the screen comes
 * near and asks for its games (a section far below the first screen waits for that; DESIGN §6b),
 * then back to the top.
 */
export async function scrollThroughHomeSections(page: Page): Promise<void> {
  const sections = page.locator('.lv-home-games__section');
  await expect(sections.first()).toBeAttached({ timeout: 15_000 });
  for (const section of await sections.all()) await section.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, 0));
}
