import { expect, test } from './support/test.ts';
import { axeViolations } from './support/axe.ts';
import { admin, loginAs } from './support/platform.ts';
import { withoutLoadPopups } from './support/session.ts';

// The home's load popups (POPUP-05) have their own spec; here the pages start with them closed.
test.beforeEach(async ({ page }) => withoutLoadPopups(page));

test('SHELL-01 the site starts from system status: home renders with the platform behind it', async ({ page }) => {
  const status = page.waitForResponse((response) => response.url().includes('/wps/system/status'));
  await page.goto('/?brand=jade');
  expect((await status).status()).toBe(200);
  await expect(page.getByRole('main')).toBeVisible();
});

test('SHELL-03 a blocked visitor sees the blocked-region page with their IP', async ({ page }) => {
  const ip = '203.0.113.77';
  admin('region', 'block', ip);
  try {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
    await page.goto('/?brand=jade');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(ip)).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  } finally {
    admin('region', 'clear');
  }
});

test('GAME-14 a launched game opens the demo game, and a spin changes the balance', async ({ page, request }) => {
  const token = await loginAs(request, 'player_down1');
  const games = await (
    await request.get('/wps/relay/GCSGAME_gameList?pageNo=1&pageSize=1&gameType=RNG', {
      headers: { 'x-merchant-code': 'AURORA' },
    })
  ).json();
  const game = games.value.games[0];
  // The launch names English (I18N-06), so the page's controls are named as here.
  const launch = await (
    await request.get(`/wps/relay/GCS_gameLaunchFB?gameCode=${game.gameCode}&vassalage=${game.vassalage}&language=en`, {
      headers: { 'x-merchant-code': 'AURORA', authorization: `Bearer ${token}` },
    })
  ).json();
  expect(launch.success).toBe(true);
  await page.goto(launch.value.url);
  await expect(page.getByRole('heading', { level: 1, name: game.displayName })).toBeVisible();
  const balance = page.locator('#balance');
  const amount = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));
  const before = amount(await balance.textContent());
  await page.getByLabel('Bet amount').fill('2.50');
  await page.getByRole('button', { name: 'Spin' }).click();
  const result = page.getByRole('status');
  await expect(result).toHaveText(/won|No win/);
  const win = amount((await result.textContent())!.match(/won \D*([\d,.]+)/)?.[1] ?? '0');
  // The stake is taken and the win paid, as the platform recorded it.
  await expect.poll(async () => amount(await balance.textContent())).toBeCloseTo(before - 2.5 + win, 2);
  expect(await axeViolations(page)).toEqual([]);
  const recent = await (
    await request.get('/wps/relay/GCS_recentGame?page=1&pageSize=6', {
      headers: { 'x-merchant-code': 'AURORA', authorization: `Bearer ${token}` },
    })
  ).json();
  expect(recent.value.list[0].nodeId).toBe(game.nodeId);
});
