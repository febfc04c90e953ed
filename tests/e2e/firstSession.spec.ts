// The defects a first real session on a phone found (issue 13), each as the player met it.
import { expect, test } from './support/test.ts';
import { startLoggedIn, withoutLoadPopups } from './support/session.ts';

test.describe('a first session on a phone (issue 13)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('in development the brand picked with ?brand= stays across links, redirects and a reload', async ({ page }) => {
    await withoutLoadPopups(page);
    // localhost serves aurora by default: jade comes only from ?brand=.
    await page.goto('/?brand=jade');
    await expect(page.locator('header img[alt="Jade"]')).toBeVisible();
    await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Promotions' }).click();
    await expect(page).toHaveURL(/\/promotions\?brand=jade$/);
    // A visitor at the agent centre is sent to /agent, and the member centre sends to /login.
    await page.goto('/agentHome?brand=jade');
    await expect(page).toHaveURL(/\/agent\?brand=jade$/);
    await page.goto('/member?page=withdraw&brand=jade');
    await expect(page).toHaveURL(/\/login\?brand=jade$/);
    await page.reload();
    await expect(page.locator('header img[alt="Jade"]')).toBeVisible();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('ROUTE-05 an agent reloading the agent centre stays in it', async ({ page }) => {
    await withoutLoadPopups(page);
    await startLoggedIn(page, 'aurora', 'demo_agent');
    await page.goto('/agentHome?brand=aurora');
    await expect(page.locator('[data-screen="agentHome"]')).toBeVisible();
    await page.reload();
    await expect(page.locator('[data-screen="agentHome"]')).toBeVisible();
    await expect(page).toHaveURL(/\/agentHome\?brand=aurora$/);
  });

  test('I18N a Malay player on aurora reads customer service in Malay, in the drawer and its panel', async ({
    page,
  }) => {
    await withoutLoadPopups(page);
    await startLoggedIn(page, 'aurora');
    await page.goto('/?brand=aurora');
    await page.getByRole('button', { name: 'Buka menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: /Sembang langsung/ })).toBeVisible();
    await expect(drawer).not.toContainText('Live chat');
  });

  test('I18N-06 a Malay player on aurora launching a game and opening a lottery reads both pages in Malay', async ({
    page,
  }) => {
    await withoutLoadPopups(page);
    await startLoggedIn(page, 'aurora', 'player_down1');
    await page.goto('/rng?brand=aurora');
    const popup = page.waitForEvent('popup');
    await page.locator('.lv-tile__pick').first().click();
    const game = await popup;
    await expect(game).toHaveURL(/\/demo-game\//);
    await expect(game.locator('html')).toHaveAttribute('lang', 'ms');
    await game.getByLabel('Jumlah pertaruhan').fill('1.00');
    await game.getByRole('button', { name: 'Putar' }).click();
    await expect(game.getByRole('status')).toHaveText(/^(Anda menang RM [\d,.]+!|Tiada kemenangan kali ini\.)$/);
    await expect(game.locator('body')).not.toContainText(/Bet amount|Balance|Spin/);
    await game.close();

    await page.goto('/lottery?gameCode=VN_HN&brand=aurora');
    const lottery = page.frameLocator('.lv-lottery__frame');
    await expect(lottery.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(lottery.getByRole('heading', { level: 2 })).toHaveText(/^Cabutan \d{8}$/);
    await expect(lottery.getByRole('list', { name: 'Nombor yang dicabut' })).toBeVisible();
    await expect(lottery.locator('body')).toContainText('Baki:');
    await expect(lottery.locator('body')).toContainText('Kembali ke laman');
    await expect(lottery.locator('body')).not.toContainText(/Balance|Draw |Back to the site/);
  });

  test('ROUTE-03 /login on a first visit shows the login dialog alone; the visitors’ notice follows when it closes', async ({
    page,
  }) => {
    const popupsAnswered = page.waitForResponse(
      (response) => response.url().includes('MCSFE_getListAnnouncements') && response.url().includes('types=PU'),
    );
    await page.goto('/login?brand=aurora');
    const login = page.locator('dialog[data-dialog="login"][open]');
    await expect(login).toBeVisible();
    // The page has the visitors' popups, and a moment after (their open delay) none has opened over the login.
    await popupsAnswered;
    await page.waitForTimeout(1000);
    await expect(page.locator('dialog[data-dialog="popup"][open]')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog[data-dialog="popup"][open]')).toBeVisible();
  });

  test('LOBBY-06 the lobby search asks once a word is typed, not once per key: after a 250 ms pause, or at once on Enter', async ({
    page,
  }) => {
    await withoutLoadPopups(page);
    const searches: string[] = [];
    page.on('request', (request) => {
      const name = new URL(request.url()).searchParams.get('gameName');
      if (request.url().includes('GCSGAME_gameList') && name) searches.push(name);
    });
    // The page's clock is the test's: it stands still while the keys are typed, so however slow the
    // machine, no pause comes between two keys unless the test makes one.
    await page.clock.install();
    await page.goto('/rng?brand=jade');
    await expect(page.locator('.lv-tile__pick').first()).toBeVisible();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const box = page.getByRole('searchbox');
    await box.pressSequentially('dragon');
    // Every key shows at once; 249 ms after the last one, nothing has been asked yet.
    await expect(box).toHaveValue('dragon');
    await page.clock.runFor(249);
    await page.waitForTimeout(300);
    expect(searches).toEqual([]);
    await expect(page).not.toHaveURL(/q=/);
    // The pause reaches 250 ms: one search, for the whole word.
    await page.clock.runFor(1);
    await expect(page).toHaveURL(/q=dragon(&|$)/);
    await expect.poll(() => searches).toEqual(['dragon']);
    // Enter asks at once, with no pause; the pause that follows asks nothing more.
    await box.pressSequentially(' king');
    await box.press('Enter');
    await expect(page).toHaveURL(/q=dragon\+king(&|$)/);
    await expect.poll(() => searches).toEqual(['dragon', 'dragon king']);
    await page.clock.runFor(1000);
    await page.waitForTimeout(300);
    expect(searches).toEqual(['dragon', 'dragon king']);
  });

  test('LOTT-02 a Vietnamese draw opened on /lottery lists its own games, and the game fits the screen', async ({
    page,
  }) => {
    await withoutLoadPopups(page);
    await startLoggedIn(page, 'aurora');
    await page.goto('/lottery?gameCode=VN_HN&brand=aurora');
    const list = page.locator('.lv-lottery__menu');
    await expect(list.getByRole('link', { name: 'Hà Nội' })).toHaveAttribute('aria-current', 'page');
    await expect(list.getByRole('link', { name: 'Hải Phòng' })).toBeAttached();
    await expect(list.getByRole('link', { name: 'Keno', exact: true })).toHaveCount(0);
    const stage = (await page.locator('.lv-lottery__stage').boundingBox())!;
    expect(stage.height).toBeLessThanOrEqual(844);
    expect(stage.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
