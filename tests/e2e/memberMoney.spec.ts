// The player's money end to end (issue 15): a member deposits through the development payment
// provider, plays a demo game, finds the round in the records, withdraws with the payment password,
// the operator decides from `npm run admin`, and everything the member sees changes live, without a
// reload. Each brand's journey has an account of its own, registered for it, so no other spec's
// play moves the balances asserted here.
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { freshUsername, registerAccount, type FreshAccount } from './support/accounts.ts';
import { admin } from './support/platform.ts';
import { inEnglish, merchantCodeOf, withoutLoadPopups } from './support/session.ts';
import { encryptPayload } from '../../engine/api/crypto.ts';

const BRANDS = ['aurora', 'jade'];
/** The demo accounts' payment password, given here to the fresh account too. */
const PAYMENT_PASSWORD = '246810';

type Envelope<T> = { success: boolean; value: T; code?: string; message?: string };

/** A call of the member's own, as the player makes it (encrypted where the call is). */
async function memberCall<T>(request: APIRequestContext, account: FreshAccount, name: string, body?: Record<string, unknown>): Promise<T> {
  const headers = { 'x-merchant-code': merchantCodeOf(account.brandId), authorization: `Bearer ${account.token}` };
  const path = `/wps/relay/${name}`;
  let answer: Envelope<T>;
  if (body) {
    const status = (await (await request.get('/wps/system/status', { headers })).json()) as Envelope<{ info: { publicKey: string } }>;
    answer = (await (await request.post(path, { headers, data: await encryptPayload(status.value.info.publicKey, body) })).json()) as Envelope<T>;
  } else {
    answer = (await (await request.get(path, { headers })).json()) as Envelope<T>;
  }
  if (!answer.success) throw new Error(`${name} for ${account.username}: ${answer.code} ${answer.message}`);
  return answer.value;
}

/**
 * A member of `brandId` with nothing played and nothing in the wallet, a payment password and one
 * payout account, set up through the platform as the security centre does.
 */
async function moneyMember(request: APIRequestContext, brandId: string): Promise<FreshAccount> {
  const account = await registerAccount(request, brandId, { username: freshUsername('cash') });
  if (!account.token) throw new Error(`no session for ${account.username}`);
  await memberCall(request, account, 'CSH_paymentPasswordSet', { password: PAYMENT_PASSWORD });
  const { banks } = await memberCall<{ banks: string[] }>(request, account, 'CSH_payoutAccounts');
  await memberCall(request, account, 'CSH_payoutAccountAdd', { bankName: banks[0], accountNumber: '514098765432', realName: 'Tan Mei Ling', paymentPassword: PAYMENT_PASSWORD });
  return account;
}

/** A money text as a number of minor units: "RM 1,250.50" → 125050. */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

const headerBalance = (page: Page) => page.getByRole('banner').locator('.lv-header__amount');
const unreadBadge = (page: Page) => page.getByRole('banner').getByLabel(/^\d+ unread$/);
/** The unread count the header shows (no badge: none). */
const unread = async (page: Page) => ((await unreadBadge(page).count()) === 0 ? 0 : Number(await unreadBadge(page).textContent()));

async function expectBalance(page: Page, expected: number) {
  await expect.poll(async () => cents(await headerBalance(page).textContent()), { message: 'the header balance' }).toBe(expected);
}

/** The id the operator's commands take: the deposit whose reference the page quotes, from `deposits`. */
function depositIdOf(reference: string): string {
  const line = admin('deposits').split('\n').find((row) => row.includes(`ref ${reference}`));
  const id = /^(D\d+)/.exec(line ?? '')?.[1];
  if (!id) throw new Error(`no waiting deposit with reference ${reference}`);
  return id;
}

for (const brandId of BRANDS) {
  test.describe(`the member's money on ${brandId} (issue 15)`, () => {
    // A registration (its proof of work), two windows and a dozen operator commands, each a process of its own.
    test.describe.configure({ timeout: 120_000 });
    test.beforeEach(async ({ page }) => {
      await withoutLoadPopups(page);
      await inEnglish(page);
    });

    test('WALLET-03, MC-04, MC-07, MC-09, MC-24, WALLET-04, WALLET-05, MC-18: deposit on the payment page, play, see the round in the records, withdraw, the operator approves, confirm receipt', async ({ page, request }) => {
      const member = await moneyMember(request, brandId);
      const methods = await memberCall<{ methods: { methodId: string; kind: string; name: string }[] }>(request, member, 'CSH_depositMethods');
      const ewallet = methods.methods.find((method) => method.kind === 'ewallet')!;
      await page.addInitScript((token) => sessionStorage.setItem('token', token), member.token!);
      await page.goto(`/?brand=${brandId}`);
      await expectBalance(page, 0);

      // WALLET-03: the header's deposit button opens depositv2; the e-wallet pays on the provider's page.
      await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
      await expect(page).toHaveURL(/[?&]page=depositv2/);
      const deposit = page.getByRole('form', { name: 'Deposit' });
      await deposit.getByRole('radio', { name: ewallet.name }).check();
      await deposit.getByRole('textbox', { name: 'Amount' }).fill('200');
      await deposit.getByRole('button', { name: 'Deposit' }).click();
      await expect(page.getByRole('heading', { name: /Deposit of .*200\.00/ })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Waiting for your payment.' })).toBeVisible();
      const [payment] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Go to the payment page' }).click()]);
      await expect(payment.getByRole('heading', { name: 'Development payment provider' })).toBeVisible();
      await payment.getByRole('button', { name: 'Pay' }).click();
      await expect(payment.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
      await payment.close();
      // The provider's callback reaches this page through the live stream: no reload.
      await expect(page.getByRole('status').filter({ hasText: 'Your deposit has arrived.' })).toBeVisible();
      await expectBalance(page, 200_00);
      await expect(unreadBadge(page)).toHaveText('1');

      // GAME-14: a round of a demo game from the slots lobby, in its own window.
      await page.goto(`/rng?brand=${brandId}`);
      const tile = page.getByRole('list', { name: 'Slots games' }).locator('.lv-tile__pick').first();
      const [game] = await Promise.all([page.waitForEvent('popup'), tile.click()]);
      const heading = game.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      const gameName = (await heading.textContent())!.trim();
      // The tile is the game the window opened (the tile adds its tags, e.g. "Hot").
      expect(await tile.textContent()).toContain(gameName);
      await game.getByLabel('Bet amount').fill('2.50');
      await game.getByRole('button', { name: 'Spin' }).click();
      await expect(game.getByRole('status')).toHaveText(/won|No win/);
      const win = cents((await game.getByRole('status').textContent())!.match(/won ([\d,.]+)/)?.[1] ?? '0');
      await game.close();
      const afterRound = 200_00 - 2_50 + win;
      await expectBalance(page, afterRound);

      // MC-07: the betting record of the default period (the last 7 days, MC-24) holds the round.
      await page.goto(`/member?page=personalHistoryCopy&brand=${brandId}`);
      const bets = page.getByRole('table');
      const round = bets.getByRole('row').filter({ hasText: gameName });
      await expect(round).toHaveCount(1);
      await expect(round).toContainText('2.50');
      // MC-09: profit and loss is a statement that reconciles: deposits, the stake and the win, to the balance.
      await page.goto(`/member?page=personalProfit&brand=${brandId}`);
      const statement = page.getByRole('table');
      const line = (name: string) => statement.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
      await expect(line('Deposits')).toContainText('200.00');
      await expect(line('Stakes')).toContainText('2.50');
      expect(cents(await line('Closing balance').textContent())).toBe(afterRound);

      // WALLET-04: withdraw with the payment password; the amount is held at once.
      await page.goto(`/member?page=withdraw&brand=${brandId}`);
      const withdraw = page.getByRole('form', { name: 'Withdrawal' });
      await withdraw.getByRole('textbox', { name: 'Amount' }).fill('50');
      await withdraw.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
      await withdraw.getByRole('button', { name: 'Withdraw' }).click();
      await expect(withdraw.getByText('Your withdrawal has been applied for.', { exact: false })).toBeVisible();
      await expectBalance(page, afterRound - 50_00);
      const item = page.locator('.lv-withdrawal').first();
      await expect(item.locator('.lv-withdrawal__status')).toHaveText('Applying');
      const withdrawalId = (await item.getAttribute('data-withdrawal'))!;

      // The operator approves from the command line; the badge and the status change here, live (MC-18, WALLET-05).
      const unreadBefore = await unread(page);
      expect(admin('withdrawal', 'approve', withdrawalId)).toContain('passed');
      await expect(item.locator('.lv-withdrawal__status')).toHaveText('Passed');
      await expect(item).toContainText('Please confirm you received it.');
      await expect(unreadBadge(page)).toHaveText(String(unreadBefore + 1));
      await item.getByRole('button', { name: 'I received it' }).click();
      await expect(item).toContainText('Received.');
      await expect(item.getByRole('button', { name: 'I received it' })).toHaveCount(0);
      await expectBalance(page, afterRound - 50_00);
    });

    test('MC-18, WALLET-06: a bank transfer marked failed sends its message; a withdrawal nobody confirms is treated as received after the brand\'s minutes', async ({ page, request }) => {
      const member = await moneyMember(request, brandId);
      const methods = await memberCall<{ methods: { methodId: string; kind: string; name: string }[] }>(request, member, 'CSH_depositMethods');
      const bank = methods.methods.find((method) => method.kind === 'bank')!;
      await page.addInitScript((token) => sessionStorage.setItem('token', token), member.token!);

      // A bank transfer waits for the operator, who marks it failed: the member sees why, and the message arrives.
      await page.goto(`/member?page=depositv2&brand=${brandId}`);
      const deposit = page.getByRole('form', { name: 'Deposit' });
      await deposit.getByRole('radio', { name: bank.name }).check();
      await deposit.getByRole('textbox', { name: 'Amount' }).fill('100');
      await deposit.getByRole('button', { name: 'Deposit' }).click();
      const reference = (await page.locator('.lv-deposit__bank dd strong').textContent())!.trim();
      await expect(page.getByRole('status').filter({ hasText: 'Waiting for your payment.' })).toBeVisible();
      await expect(unreadBadge(page)).toHaveCount(0);
      admin('deposit', 'fail', depositIdOf(reference), 'no transfer with this reference');
      await expect(page.getByRole('status').filter({ hasText: 'The deposit failed. No money was taken. no transfer with this reference' })).toBeVisible();
      await expect(unreadBadge(page)).toHaveText('1');
      await expectBalance(page, 0);

      // Money for a withdrawal: a bank transfer the operator marks arrived.
      await page.getByRole('button', { name: 'Make another deposit' }).click();
      await deposit.getByRole('radio', { name: bank.name }).check();
      await deposit.getByRole('textbox', { name: 'Amount' }).fill('100');
      await deposit.getByRole('button', { name: 'Deposit' }).click();
      admin('deposit', 'arrive', depositIdOf((await page.locator('.lv-deposit__bank dd strong').textContent())!.trim()));
      await expect(page.getByRole('status').filter({ hasText: 'Your deposit has arrived.' })).toBeVisible();
      await expectBalance(page, 100_00);

      // WALLET-06: approved and never answered, the withdrawal is treated as received once the brand's minutes pass.
      await page.goto(`/member?page=withdraw&brand=${brandId}`);
      const withdraw = page.getByRole('form', { name: 'Withdrawal' });
      await withdraw.getByRole('textbox', { name: 'Amount' }).fill('60');
      await withdraw.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
      await withdraw.getByRole('button', { name: 'Withdraw' }).click();
      const item = page.locator('.lv-withdrawal').first();
      await expect(item.locator('.lv-withdrawal__status')).toHaveText('Applying');
      admin('withdrawal', 'approve', (await item.getAttribute('data-withdrawal'))!);
      await expect(item).toContainText('Please confirm you received it.');
      const { autoConfirmMinutes } = await memberCall<{ autoConfirmMinutes: number }>(request, member, 'CSH_withdrawSettings');
      // A minute short of the brand's minutes nothing happens; at them, the platform answers for the member.
      expect(admin('receipts', 'due', `+${autoConfirmMinutes - 1}`, brandId, member.username)).toContain('0 withdrawal(s)');
      expect(admin('receipts', 'due', `+${autoConfirmMinutes}`, brandId, member.username)).toContain('1 withdrawal(s)');
      await expect(item).toContainText('Treated as received.');
      await expect(item.getByRole('button', { name: 'I received it' })).toHaveCount(0);
      await expectBalance(page, 40_00);
    });
  });
}
