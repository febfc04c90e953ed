// Speed a player feels (issue 26, item 13): a member-centre page opened from another draws from what
// the menu loaded ahead of the click (its widget's chunk as its entry came on the screen, its first
// calls as the player pointed at it), so the click itself sends neither. Asserted on the requests the
// page makes, never on durations: `npm run bench:journeys` measures the time.
import { readFileSync } from 'node:fs';
import { expect, test } from './support/test.ts';
import { inEnglish, startLoggedIn, withoutLoadPopups } from './support/session.ts';

const BRANDS = ['aurora', 'jade'];

/** The built chunk of a widget's component, from the build's manifest. */
function chunkOf(source: string): string {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} is not in the build`);
  return `/${chunk.file}`;
}

test.use({ viewport: { width: 1280, height: 900 } });

for (const id of BRANDS) {
  test(`MC-04 issue 26 on ${id}: the withdraw page opened from the security centre comes without a request for its chunk or its first calls`, async ({
    page,
  }) => {
    await inEnglish(page);
    await withoutLoadPopups(page);
    await startLoggedIn(page, id);
    const chunk = chunkOf('widgets/memberCentre/WithdrawForm/WithdrawForm.tsx');
    const chunkArrived = page.waitForResponse((response) => new URL(response.url()).pathname === chunk);
    await page.goto(`/member?page=securityCenter&brand=${id}`);
    const menu = page.locator('.lv-centre__menu');
    const entry = menu.locator('a[href*="page=withdraw&"], a[href$="page=withdraw"]');
    await expect(entry).toBeVisible();
    // The entry is on the screen: its page's chunk loads while the security centre is shown.
    await chunkArrived;
    // Pointing at the entry starts the page's first calls (settings and payout accounts the security
    // centre has already asked for; the withdrawals list is new).
    const listAnswered = page.waitForResponse((response) => response.url().includes('/CSH_withdrawList?'));
    await entry.hover();
    await listAnswered;

    const afterClick: string[] = [];
    page.on('request', (request) => afterClick.push(new URL(request.url()).pathname));
    await entry.click();
    const withdraw = page.locator('.lv-centre__page[data-page="withdraw"]');
    await expect(withdraw.getByRole('region', { name: 'Your withdrawals' })).toBeVisible();
    await expect(withdraw.getByText('Add a payout account to withdraw.')).toBeVisible();
    await expect(withdraw.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(afterClick.filter((path) => path === chunk)).toEqual([]);
    expect(afterClick.filter((path) => /CSH_(withdrawSettings|payoutAccounts|withdrawList)$/.test(path))).toEqual([]);
  });
}
