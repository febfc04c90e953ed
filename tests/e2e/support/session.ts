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

/**
 * Starts the page as a free-play trial (ROLE-05): the platform's own trial login, its token in the
 * session as after "Try free"; an error where the brand offers no free play.
 */
export async function startAsTrial(page: Page, brandId: string): Promise<string> {
  const answer = (await (
    await page.request.post('/wps/session/login/freeplay', {
      data: { os: 'Linux', platform: 'W' },
      headers: { 'x-merchant-code': merchantCodeOf(brandId) },
    })
  ).json()) as { success: boolean; value?: { token: string } };
  if (!answer.success || !answer.value) throw new Error(`${brandId} gave no trial account`);
  const { token } = answer.value;
  await page.addInitScript((value) => sessionStorage.setItem('token', value), token);
  return token;
}

/** The page speaks English whatever the brand's default language, so tests can name controls. */
export async function inEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
}

/**
 * The home's public popups (POPUP-05) are not what the test is about: the page starts with every
 * brand's popups already closed for the session, as after a player closed them (POPUP-06).
 */
export async function withoutLoadPopups(page: Page): Promise<void> {
  const { brands } = JSON.parse(readFileSync('dist/brands/hosts.json', 'utf8')) as { brands: string[] };
  const ids = new Set<string>();
  for (const brandId of brands) {
    for (const execution of ['A', 'B']) {
      const answer = await page.request.get(
        `/wps/relay/MCSFE_getListAnnouncements?types=PU&platform=W&execution=${execution}`,
        {
          headers: { 'x-merchant-code': merchantCodeOf(brandId) },
        },
      );
      const body = (await answer.json()) as { value?: { popup?: { id: string }[] } };
      for (const popup of body.value?.popup ?? []) ids.add(popup.id);
    }
  }
  await page.addInitScript((closed) => sessionStorage.setItem('livery.closedPopups', JSON.stringify(closed)), [...ids]);
}
