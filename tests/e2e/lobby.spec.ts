import { expect, test, type Page } from '@playwright/test';
import { axeViolations as axeViolationsOf } from './support/axe.ts';
import { admin } from './support/platform.ts';
import { inEnglish, merchantCodeOf, startAsTrial, startLoggedIn } from './support/session.ts';

/** axe over the page; the lottery vendor's own page inside the frame is the vendor's, not the site's. */
const axeViolations = (page: Page) => axeViolationsOf(page, { exclude: ['iframe.lv-lottery__frame'] });

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const grid = (page: Page) => page.getByRole('list', { name: 'Slots games' });
/** The pick buttons of the grid's tiles (the heart is the other button of a tile). */
const tiles = (page: Page) => grid(page).locator('.lv-tile__pick');

type Envelope<T> = { success: boolean; value: T };

/** Starts the page as a trial: free play where the brand offers it, else switched on for the moment of the login. */
async function startTrial(page: Page, brandId: string): Promise<void> {
  const started = await startAsTrial(page, brandId).then(
    () => true,
    () => false,
  );
  if (started) return;
  admin('flag', brandId, 'FREEPLAY3', 'on');
  try {
    await startAsTrial(page, brandId);
  } finally {
    admin('flag', brandId, 'FREEPLAY3', 'off');
  }
}

for (const id of ['aurora', 'jade']) {
  test.describe(`game lobby on ${id} (issue 8)`, () => {
    test.beforeEach(async ({ page }) => inEnglish(page));

    test('LOBBY-01..10 a visitor filters, picks a vendor, searches with padding spaces, pages to 3, finds no data, goes back; GAME-03 a pick opens the login dialog; axe is clean', async ({
      page,
    }) => {
      // A search word with at least three pages of PG slots, found from the platform itself.
      let word = '';
      for (const candidate of ['ing', 'er', 'an']) {
        const answer = (await (
          await page.request.get(
            `/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&gameName=${candidate}&pageNo=1&pageSize=18`,
            { headers: { 'x-merchant-code': merchantCodeOf(id) } },
          )
        ).json()) as Envelope<{ totalPages: number }>;
        if (answer.value.totalPages >= 3) {
          word = candidate;
          break;
        }
      }
      expect(word).not.toBe('');

      await page.goto(`/rng?brand=${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
      await expect(tiles(page).first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      // Filter (LOBBY-02, LOBBY-08): hot games, then all again. Jade lists NEW (LOBBY-03), aurora not.
      const filters = page.getByRole('group', { name: 'Show' });
      await expect(filters.getByRole('button', { name: 'New' })).toHaveCount(id === 'jade' ? 1 : 0);
      await filters.getByRole('button', { name: 'Hot' }).click();
      await expect(filters.getByRole('button', { name: 'Hot' })).toHaveAttribute('aria-pressed', 'true');
      expect(param(page, 'filter')).toBe('HOT');
      await expect(tiles(page).first()).toContainText('Hot');
      await filters.getByRole('button', { name: 'All' }).click();
      expect(param(page, 'filter')).toBeNull();

      // Vendor (LOBBY-05).
      const vendor = page.getByRole('combobox', { name: 'Vendor' });
      await expect(vendor.getByRole('option', { name: 'PG Soft' })).toBeAttached();
      await vendor.selectOption('PG');
      await expect.poll(() => param(page, 'vassalage')).toBe('PG');

      // Search with padding spaces (LOBBY-06): the box keeps them, the platform gets the word.
      const search = page.getByRole('searchbox', { name: 'Search games' });
      const searched = page.waitForRequest(
        (request) =>
          request.url().includes('GCSGAME_gameList') && new URL(request.url()).searchParams.get('gameName') === word,
      );
      await search.fill(`  ${word}  `);
      await searched;
      await expect(search).toHaveValue(`  ${word}  `);
      await expect(tiles(page).first()).toContainText(new RegExp(word, 'i'));

      // Page 3 (LOBBY-09).
      const pager = page.getByRole('navigation', { name: 'Pages' });
      await pager.getByRole('button', { name: 'Page 3', exact: true }).click();
      await expect(pager.getByRole('button', { name: 'Page 3', exact: true })).toHaveAttribute('aria-current', 'page');
      expect(param(page, 'page')).toBe('3');
      const pageThreeFirst = await tiles(page).first().textContent();

      // A search without a result (LOBBY-10).
      await search.fill('zzqxw');
      await expect(page.getByText('No data', { exact: true })).toBeVisible();
      expect(param(page, 'page')).toBeNull();

      // Back restores page 3 of the padded search.
      await page.goBack();
      await expect(search).toHaveValue(`  ${word}  `);
      await expect(
        page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 3', exact: true }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(tiles(page).first()).toHaveText(pageThreeFirst ?? '');

      // GAME-03: a visitor picking a game gets the login dialog.
      await tiles(page).first().click();
      await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    });

    test('ROUTE-12 /lottery without a token goes to /login, ROUTE-11/MYGAME-07 so do /favorite and /recent; ROUTE-09/10 every game path shows its lobby, /rng?vassalage= that vendor', async ({
      page,
    }) => {
      for (const path of ['/lottery', '/vnlottery', '/favorite', '/recent']) {
        await page.goto(`${path}?brand=${id}&gameCode=VN_HN`);
        await expect(page).toHaveURL(/\/login/);
        await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
      }
      for (const [path, heading] of [
        ['/live', 'Live casino'],
        ['/fish', 'Fishing'],
        ['/pvp', 'Card games'],
        ['/sports', 'Sports'],
        ['/esports', 'E-sports'],
        ['/elott', 'E-lottery'],
      ]) {
        await page.goto(`${path}?brand=${id}`);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('.lv-tile__pick').first()).toBeVisible();
      }
      await page.goto(`/rng?brand=${id}&vassalage=JL`);
      await expect(page.getByRole('combobox', { name: 'Vendor' })).toHaveValue('JL');
    });

    test('MYGAME-02/05 a member toggles a favourite in the lobby and finds it in /favorite; GAME-08/MYGAME-06 a launched game is in /recent', async ({
      page,
    }) => {
      await startLoggedIn(page, id);
      await page.goto(`/rng?brand=${id}&page=5`);
      const heart = grid(page).locator('.lv-fav[aria-pressed="false"]').first();
      await expect(heart).toBeVisible();
      const label = (await heart.getAttribute('aria-label')) ?? '';
      const name = label.replace(/^Favourite: /, '');
      await heart.click();
      await expect(grid(page).getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');

      await page.goto(`/favorite?brand=${id}`);
      const favourites = page.getByRole('list', { name: 'My favourites' });
      await expect(favourites.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');

      // Launch the favourite: it opens in a new window and becomes the first recent game.
      const popup = page.waitForEvent('popup');
      await favourites.locator('.lv-tile__pick', { hasText: name }).first().click();
      const game = await popup;
      await expect(game).toHaveURL(/\/demo-game\//);
      await game.close();
      await page.goto(`/recent?brand=${id}`);
      await expect(page.getByRole('list', { name: 'Recent games' }).locator('.lv-tile__pick').first()).toHaveText(name);

      // MYGAME-04: its heart shows it on this list too, once the member's favourites have come (until
      // then a heart shows none, and a tap adds). Then leave the member's favourites as they were.
      const recentHeart = page.getByRole('list', { name: 'Recent games' }).getByRole('button', { name: label }).first();
      await expect(recentHeart).toHaveAttribute('aria-pressed', 'true');
      await recentHeart.click();
      await expect(recentHeart).toHaveAttribute('aria-pressed', 'false');
    });

    test('GAME-04 a trial account picking a game gets the real-account notice', async ({ page }) => {
      await startTrial(page, id);
      await page.goto(`/rng?brand=${id}`);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0);
      await tiles(page).first().click();
      const notice = page.getByRole('dialog', { name: 'A real account is needed' });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText('games, deposits and your account need a real account.');
    });

    test('LOTT-01 a member opens a lottery page: no footer, no side menu, the game in its frame', async ({ page }) => {
      await startLoggedIn(page, id);
      await page.goto(`/vnLottery?brand=${id}&gameCode=VN_HN`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Hà Nội');
      await expect(page.frameLocator('iframe.lv-lottery__frame').getByText('Hà Nội').first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.locator('.lv-shell__side')).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
