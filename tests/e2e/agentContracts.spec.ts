// Contracts end to end (issue 17): an agent offers its downline a daily salary in the agent centre;
// the downline accepts in the popup that opens after login (CONTRACT-10), plays the demo game; a
// rehearsal (`npm run admin -- contracts settle +1440`) prints the day's pay and pays nothing; once
// the day is over (the test moves the contract and its bets a day back) the settlement pays the
// downline, whose contract page shows the payment, whose my income lists it and whose upline's account
// details show it (AG-07, AG-08); a higher rate accepted ends the lower contract (CONTRACT-06). Pages
// fit 360 px and are axe clean.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from './support/test.ts';
import { phoneProblems } from './support/axe.ts';
import { admin, E2E_DATA_DIR, loginAs } from './support/platform.ts';
import { dayOf, startOfDay } from '../../server/money/periods.ts';
import { inEnglish, merchantCodeOf, startLoggedIn, withoutLoadPopups } from './support/session.ts';

const AGENT = 'demo_agent';
const DOWNLINE = 'agent_down1';

async function offer(page: Page, brandId: string, rate: string): Promise<string> {
  await page.goto(`/agentHome?page=agentDailyWages2&brand=${brandId}`);
  const form = page.getByRole('form', { name: 'Offer a contract to a downline' });
  // Issue 27: the downline is picked from the agent's direct team, and a sent offer leaves the form empty.
  await expect(form.getByLabel('Downline account').getByRole('option', { name: DOWNLINE })).toBeAttached();
  await form.getByLabel('Downline account').selectOption(DOWNLINE);
  await form.getByLabel('Rate (%)').fill(rate);
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(form.getByRole('status')).toHaveText(`Offer sent to ${DOWNLINE}.`);
  await expect(form.getByLabel('Downline account')).toHaveValue('');
  await expect(form.getByLabel('Rate (%)')).toHaveValue('');
  const item = page
    .locator('.lv-contracts__offer[data-status="new"]')
    .filter({ hasText: `${AGENT} → ${DOWNLINE} · ${rate}%` });
  return (/C-\d+/.exec((await item.first().textContent()) ?? '') ?? [''])[0];
}

/**
 * As if the day of the contract's bets were over: its signing and the holder's bets since then move
 * to the last seconds of yesterday (in the brand's zone), after every other bet of the brand that day
 * (the seeded history), so that day pays for them alone; then the server's minute clock or
 * `contracts settle` pays it.
 */
function dayIsOver(contractId: string, timeZone: string) {
  const id = Number(contractId.slice(2));
  const today = startOfDay(dayOf(Date.now(), timeZone), timeZone);
  const db = new Database(join(E2E_DATA_DIR, 'livery.db'), { timeout: 30_000 });
  try {
    db.transaction(() => {
      const contract = db.prepare('SELECT brand, downline_id, accepted_at FROM contracts WHERE id = ?').get(id) as {
        brand: string;
        downline_id: number;
        accepted_at: number;
      };
      const bets = db
        .prepare('SELECT id FROM bets WHERE member_id = ? AND created_at >= ? ORDER BY created_at, id')
        .all(contract.downline_id, contract.accepted_at) as { id: number }[];
      const { latest } = db
        .prepare('SELECT MAX(created_at) AS latest FROM bets WHERE brand = ? AND created_at < ?')
        .get(contract.brand, today) as { latest: number | null };
      const signedAt = Math.max((latest ?? 0) + 1, today - 60_000);
      if (signedAt + bets.length >= today) throw new Error("no room left in yesterday for the contract's bets");
      db.prepare('UPDATE contracts SET accepted_at = ? WHERE id = ?').run(signedAt, id);
      bets.forEach((bet, i) => db.prepare('UPDATE bets SET created_at = ? WHERE id = ?').run(signedAt + 1 + i, bet.id));
    }).immediate();
  } finally {
    db.close();
  }
}

/** Spins the demo game `times` times as the downline (GAME-14), 10.00 each. */
async function play(page: Page, brandId: string, token: string, times: number) {
  const headers = { 'x-merchant-code': merchantCodeOf(brandId), authorization: `Bearer ${token}` };
  const games = await (
    await page.request.get('/wps/relay/GCSGAME_gameList?pageNo=1&pageSize=1&gameType=RNG', { headers })
  ).json();
  const game = games.value.games[0];
  const launch = await (
    await page.request.get(
      `/wps/relay/GCS_gameLaunchFB?gameCode=${game.gameCode}&vassalage=${game.vassalage}&language=en`,
      { headers },
    )
  ).json();
  await page.goto(launch.value.url);
  for (let i = 0; i < times; i++) {
    await page.getByLabel('Bet amount').fill('10.00');
    await page.getByRole('button', { name: 'Spin' }).click();
    await expect(page.getByRole('status')).toHaveText(/won|No win/);
  }
}

for (const brandId of ['aurora', 'jade']) {
  test(`CONTRACT-10 CONTRACT-08 CONTRACT-06 AG-10 on ${brandId}: a daily salary offered, accepted in the popup, paid by the settlement once the day is over; a higher rate replaces it`, async ({
    browser,
  }) => {
    // Two players at once, each in a browser of its own (axe needs pages made from a context).
    const agent = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
    await inEnglish(agent);
    await withoutLoadPopups(agent);
    const agentToken = await startLoggedIn(agent, brandId, AGENT);
    const first = await offer(agent, brandId, '1.00');
    expect(first).toMatch(/^C-\d+$/);
    expect(await phoneProblems(agent, 'agent contract page')).toEqual([]);

    // The downline logs in: the popup states the offer and takes the answer.
    const downline = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
    await inEnglish(downline);
    await withoutLoadPopups(downline);
    const token = await startLoggedIn(downline, brandId, DOWNLINE);
    await downline.goto(`/?brand=${brandId}`);
    const popup = downline.getByRole('dialog', { name: 'A contract is offered to you' });
    const card = popup
      .locator('li')
      .filter({ has: downline.getByRole('heading', { name: `Daily salary offer ${first}` }) });
    // After login the popup waits on member info, the consolidated info and then its own chunk and
    // contract list, one after the other: the slowest first draw of the suite (playwright.config.ts).
    await expect(
      card.getByText(`${AGENT} offers you a daily salary: 1.00% of your team's valid bets, paid every day.`),
    ).toBeVisible();
    expect(await phoneProblems(downline, 'contract popup')).toEqual([]);
    // Issue 27: Accept is the main action, Reject plainly the other: they do not look the same.
    const look = (name: string) =>
      card.getByRole('button', { name }).evaluate((button) => {
        const style = getComputedStyle(button);
        return `${style.backgroundColor} ${style.color}`;
      });
    expect(await look('Accept')).not.toBe(await look('Reject'));
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(popup.getByText(`You accepted ${first}.`)).toBeVisible();

    await play(downline, brandId, token, 3);
    const report = async (as: string, path: string, query: string) => {
      // Read in English, as the pages of this walk are (the platform writes its texts in the call's language).
      const headers = {
        'x-merchant-code': merchantCodeOf(brandId),
        'x-language': 'EN',
        authorization: `Bearer ${as}`,
      };
      return (await (await downline.request.get(`/wps/relay/${path}?${query}`, { headers })).json()) as {
        value: {
          list: { kind: string; amount: string; reason: string; account?: string }[];
          period: { timeZone: string };
        };
      };
    };
    // Rehearsed a day ahead: the day's 30.00 of valid bets would pay 1.00%, and nothing is paid yet.
    const rehearsal = admin('contracts', 'settle', '+1440');
    expect(rehearsal).toMatch(new RegExp(`0\\.30  Daily salary ${first}, .*valid bet 30\\.00  \\(not ended yet`));
    const unpaid = await report(token, 'contractPayments', 'kind=dailySalary');
    expect(unpaid.value.list).toEqual([]);
    // The day is over: the settlement pays it (the server's own clock may do so first, once either way).
    dayIsOver(first, unpaid.value.period.timeZone);
    expect(admin('contracts', 'settle')).toMatch(/Settled \d+ period/);
    await downline.goto(`/agentHome?page=agentDailyWages2&brand=${brandId}`);
    const payments = downline.getByRole('region', { name: 'Payments' });
    await expect(payments.getByRole('row').filter({ hasText: first })).toContainText('30.00');
    await expect(payments.getByRole('row').filter({ hasText: first })).toContainText('0.30');
    // Issue 27: the upline's own page lists what it paid, to whom, the amount in view at 1280 and 360 px.
    for (const width of [1280, 360]) {
      await agent.setViewportSize({ width, height: 900 });
      await agent.goto(`/agentHome?page=agentDailyWages2&side=paid&brand=${brandId}`);
      const paid = agent.getByRole('table', { name: 'Paid to my downlines' });
      const row = paid.getByRole('row').filter({ hasText: first });
      await expect(row).toContainText(DOWNLINE);
      const amount = row.getByText('0.30', { exact: true });
      await expect(amount).toBeVisible();
      const cut = await amount.evaluate((cell) => {
        const box = cell.getBoundingClientRect();
        for (let at = cell.parentElement; at; at = at.parentElement) {
          const style = getComputedStyle(at);
          if (style.overflowX !== 'visible') {
            const frame = at.getBoundingClientRect();
            if (box.right > frame.right + 1 || box.left < frame.left - 1) return true;
          }
        }
        return box.right > document.documentElement.clientWidth;
      });
      expect(cut, `the amount paid is cut at ${width} px`).toBe(false);
    }
    // AG-07, AG-08: the payment is the downline's income and a row of its upline's account details,
    // dated at the day's end: within the reports' default period, which ends today.
    const income = await report(token, 'AGT_agentIncome', 'kind=dailySalary');
    expect(income.value.list).toEqual([
      expect.objectContaining({
        kind: 'dailySalary',
        amount: '0.30',
        reason: expect.stringContaining(`Daily salary ${first}`),
      }),
    ]);
    const details = await report(agentToken, 'AGT_teamLedger', `account=${DOWNLINE}&kind=dailySalary`);
    expect(details.value.list).toEqual([
      expect.objectContaining({ account: DOWNLINE, kind: 'dailySalary', amount: '0.30' }),
    ]);

    // CONTRACT-06: a higher rate, accepted from the member centre, ends the 1.00% contract.
    const second = await offer(agent, brandId, '2.00');
    await downline.goto(`/member?page=contractOffers&brand=${brandId}`);
    const offerCard = downline
      .locator('li')
      .filter({ has: downline.getByRole('heading', { name: `Daily salary offer ${second}` }) });
    await offerCard.getByRole('button', { name: 'Accept' }).click();
    await expect(downline.getByText(`You accepted ${second}.`)).toBeVisible();
    await agent.goto(`/agentHome?page=agentDailyWages2&brand=${brandId}`);
    await expect(agent.locator('.lv-contracts__offer').filter({ hasText: `${first} ·` })).toContainText(
      'Status: Terminated',
    );
    await expect(agent.locator('.lv-contracts__offer').filter({ hasText: `${second} ·` })).toContainText(
      'Status: Signed',
    );
  });
}

test('ROLE-09 a member is refused on the agent calls', async ({ request }) => {
  const token = await loginAs(request, 'demo_member');
  const headers = { 'x-merchant-code': 'AURORA', authorization: `Bearer ${token}` };
  const offered = await (
    await request.post('/wps/relay/processDailySalContract', {
      headers,
      data: { action: 'new', downline: 'player_down1', rate: '1.00' },
    })
  ).json();
  expect(offered).toMatchObject({ success: false, code: 'NOT_AGENT' });
});
