// A member journey can start logged in: the test logs in through the platform, as the login dialog
// will, and the page starts with that session token, as after a real login.
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { loginAs } from './platform.ts';

/** The merchant code a built brand's calls carry. */
export function merchantCodeOf(brandId: string): string {
  const brand = JSON.parse(readFileSync(`dist/brands/${brandId}.json`, 'utf8')) as { merchantCode?: string };
  return brand.merchantCode ?? brandId.toUpperCase();
}

/** Logs `account` in on `brandId` and gives the page that session before its first script runs. */
export async function startLoggedIn(page: Page, brandId: string, account = 'demo_member'): Promise<string> {
  const token = await loginAs(page.request, account, merchantCodeOf(brandId));
  await page.addInitScript((value) => sessionStorage.setItem('token', value), token);
  return token;
}

/** The page speaks English whatever the brand's default language, so tests can name controls. */
export async function inEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
}
