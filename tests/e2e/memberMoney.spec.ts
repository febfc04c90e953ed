// The player's money end to end (issue 15): a member deposits through the development payment
// provider, plays a demo game, finds the round in the records, withdraws with the payment password,
// the operator decides from `npm run admin`, and everything the member sees changes live, without a
// reload. Each brand's journey has an account of its own, registered for it, so no other spec's
// play moves the balances asserted here.
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test.ts';
import { freshUsername, registerAccount, type FreshAccount } from './support/accounts.ts';
import { admin } from './support/platform.ts';
import { inEnglish, merchantCodeOf, withoutLoadPopups } from './support/session.ts';
import { encryptPayload } from '../../engine/api/crypto.ts';

const BRANDS = ['aurora', 'jade'];
/** The demo accounts' payment password, given here to the fresh account too. */
const PAYMENT_PASSWORD = '246810';

type Envelope<T> = { success: boolean; value: T; code?: string; message?: string };

/** A call of the member's own, as the player makes it (encrypted where the call is). */
async function memberCall<T>(
  request: APIRequestContext,
  account: FreshAccount,
  name: string,
  body?: Record<string, unknown>,
): Promise<T> {
  // In English, as the pages of these walks are: the platform names methods in the call's language.
  const headers = {
    'x-merchant-code': merchantCodeOf(account.brandId),
    'x-language': 'EN',
    authorization: `Bearer ${account.token}`,
  };
  const path = `/wps/relay/${name}`;
  let answer: Envelope<T>;
  if (body) {
    const status = (await (await request.get('/wps/system/status', { headers })).json()) as Envelope<{
      info: { publicKey: string };
    }>;
    answer = (await (
      await request.post(path, { headers, data: await encryptPayload(status.value.info.publicKey, body) })
    ).json()) as Envelope<T>;
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
  await memberCall(request, account, 'CSH_payoutAccountAdd', {
    bankName: banks[0],
    accountNumber: '514098765432',
    realName: 'Tan Mei Ling',
    paymentPassword: PAYMENT_PASSWORD,
  });
  return account;
}

/** A money text as a number of minor units: "RM 1,250.50" → 125050; NaN while none is shown ("—"). */
const cents = (text: string | null) => {
  const amount = /\d[\d,]*\.\d{2}/.exec(text ?? '')?.[0];
  return amount ? Math.round(Number(amount.replace(/,/g, '')) * 100) : NaN;
};

const headerBalance = (page: Page) => page.getByRole('banner').locator('.lv-header__amount');
/** The header's count of unread platform messages (MC-16, MC-18); there is none at zero. */
const unreadBadge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^\d+ unread messages$/ });

async function expectBalance(page: Page, expected: number) {
  await expect
    .poll(async () => cents(await headerBalance(page).textContent()), { message: 'the header balance' })
    .toBe(expected);
}

/** The id the operator's commands take: the deposit whose reference the page quotes, from `deposits`. */
function depositIdOf(reference: string): string {
  const line = admin('deposits')
    .split('\n')
    .find((row) => row.includes(`ref ${reference}`));
  const id = /^(D\d+)/.exec(line ?? '')?.[1];
  if (!id) throw new Error(`no waiting deposit with reference ${reference}`);
  return id;
}

/** The page was loaded once and never again: what changes on it changed live. */
async function markLoaded(page: Page) {
  await page.evaluate(() => Object.assign(window, { livery_sameLoad: true }));
}
const stillSameLoad = (page: Page) =>
  page.evaluate(() => (window as unknown as { livery_sameLoad?: boolean }).livery_sameLoad === true);

/** Opens a page of the header's account menu, inside the player (no page load). */
async function fromAccountMenu(page: Page, name: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu/ })
    .click();
  await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
}

/**
 * The page drawn to its last part (nothing loading), so nothing moves under the pointer: on a busy
 * machine a part drawn late (the side menu's promotions) can push a button down between Playwright's
 * check of what is under the pointer and its click (issue 25, item 8).
 */
async function drawn(page: Page) {
  await expect(page.locator('.lv-skeleton, [aria-busy="true"]')).toHaveCount(0);
}

/** Deposits `amount` by `method` on depositv2; the answer shows what comes next. */
async function startDeposit(page: Page, method: string, amount: string) {
  await drawn(page);
  const form = page.getByRole('form', { name: 'Deposit' });
  await form.getByRole('radio', { name: method }).check();
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await form.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`Deposit of .*${amount}\\.00`) })).toBeVisible();
}
const depositStatus = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const bankReference = async (page: Page) => (await page.locator('.lv-deposit__bank dd strong').textContent())!.trim();

/** Applies for a withdrawal of `amount` with the payment password; returns the newest withdrawal, applying. */
async function withdraw(page: Page, amount: string) {
  await drawn(page);
  const form = page.getByRole('form', { name: 'Withdrawal' });
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await form.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await expect(form.getByText('Your withdrawal has been applied for.', { exact: false })).toBeVisible();
  const item = page.locator('.lv-withdrawal').first();
  await expect(item).toContainText(`${amount}.00`);
  await expect(item.locator('.lv-withdrawal__status')).toHaveText('Applying');
  return { item, id: (await item.getAttribute('data-withdrawal'))! };
}

/** The parts of a line a player reads as separate (amount, account, status) do not run into one another. */
async function expectReadApart(line: Locator) {
  const boxes = await line
    .locator(':scope > *')
    .evaluateAll((parts) => parts.map((part) => part.getBoundingClientRect().toJSON() as DOMRect));
  expect(boxes.length).toBeGreaterThan(1);
  for (let i = 1; i < boxes.length; i += 1) {
    const [before, after] = [boxes[i - 1]!, boxes[i]!];
    const apart = after.left >= before.right + 4 || after.top >= before.bottom;
    expect(apart, `part ${i + 1} of "${await line.textContent()}" touches the one before it`).toBe(true);
  }
}

type Methods = { methods: { methodId: string; kind: string; name: string }[] };

for (const brandId of BRANDS) {
  test.describe(`the member's money on ${brandId} (issue 15)`, () => {
    test.beforeEach(async ({ page }) => {
      await withoutLoadPopups(page);
      await inEnglish(page);
    });

    test('WALLET-03, MC-04, MC-07, MC-09, MC-24, WALLET-04, WALLET-05, MC-18: deposit on the payment page, play, see the round in the records, withdraw, the operator approves live, confirm receipt', async ({
      page,
      request,
    }) => {
      const member = await moneyMember(request, brandId);
      const ewallet = (await memberCall<Methods>(request, member, 'CSH_depositMethods')).methods.find(
        (method) => method.kind === 'ewallet',
      )!;
      await page.addInitScript((token) => sessionStorage.setItem('token', token), member.token!);
      await page.goto(`/?brand=${brandId}`);
      await expectBalance(page, 0);
      await markLoaded(page);

      await test.step("WALLET-03: the header's deposit button opens depositv2; the e-wallet is paid on the provider's page", async () => {
        await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
        await expect(page).toHaveURL(/[?&]page=depositv2/);
        await startDeposit(page, ewallet.name, '200');
        await expect(depositStatus(page, 'Waiting for your payment.')).toBeVisible();
        const [payment] = await Promise.all([
          page.waitForEvent('popup'),
          page.getByRole('link', { name: 'Go to the payment page' }).click(),
        ]);
        await expect(payment.getByRole('heading', { name: 'Development payment provider' })).toBeVisible();
        await payment.getByRole('button', { name: 'Pay' }).click();
        await expect(payment.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
        await payment.close();
        // The provider's callback reaches this page through the live stream.
        await expect(depositStatus(page, 'Your deposit has arrived.')).toBeVisible();
        await expectBalance(page, 200_00);
        await expect(unreadBadge(page)).toHaveText('1');
      });

      const round =
        await test.step('GAME-14: a round of a demo game from the slots lobby, in its own window', async () => {
          await page.getByRole('banner').getByRole('link', { name: 'Slots', exact: true }).click();
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
          const result = (await game.getByRole('status').textContent())!;
          const win = /won/.test(result) ? cents(result) : 0;
          await game.close();
          await expectBalance(page, 200_00 - 2_50 + win);
          return { gameName, balance: 200_00 - 2_50 + win };
        });

      await test.step('MC-07, MC-24, MC-09: the betting record of the default period holds the round; profit and loss reconciles to the balance', async () => {
        await fromAccountMenu(page, 'Betting record');
        await expect(page).toHaveURL(/[?&]page=personalHistoryCopy/);
        const bet = page.getByRole('table').getByRole('row').filter({ hasText: round.gameName });
        await expect(bet).toHaveCount(1);
        await expect(bet).toContainText('2.50');
        await page.getByRole('main').getByRole('link', { name: 'Profit and loss' }).click();
        await expect(page).toHaveURL(/[?&]page=personalProfit/);
        const line = (name: string) =>
          page
            .getByRole('table')
            .getByRole('row')
            .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
        await expect(line('Deposits')).toContainText('200.00');
        await expect(line('Stakes')).toContainText('2.50');
        expect(cents(await line('Closing balance').textContent())).toBe(round.balance);
      });

      await test.step('WALLET-04, WALLET-05, MC-18: a withdrawal with the payment password; the operator approves from npm run admin, the badge and the status change live; the member confirms receipt', async () => {
        await fromAccountMenu(page, 'Withdrawal');
        const { item, id } = await withdraw(page, '50');
        await expectBalance(page, round.balance - 50_00);
        expect(admin('withdrawal', 'approve', id)).toContain('passed');
        await expect(item.locator('.lv-withdrawal__status')).toHaveText('Passed');
        await expect(item).toContainText('Please confirm you received it.');
        await expectReadApart(item.locator('.lv-withdrawal__head'));
        // The deposit's arrival was the first message; the approval is the second.
        await expect(unreadBadge(page)).toHaveText('2');
        await item.getByRole('button', { name: 'I received it' }).click();
        await expect(item).toContainText('Received.');
        await expect(item.getByRole('button', { name: 'I received it' })).toHaveCount(0);
        await expectBalance(page, round.balance - 50_00);
      });
      expect(await stillSameLoad(page), 'the journey ran in one page load').toBe(true);
    });

    test("MC-18, WALLET-06: a bank transfer marked failed sends its message; a withdrawal nobody confirms is treated as received after the brand's minutes", async ({
      page,
      request,
    }) => {
      const member = await moneyMember(request, brandId);
      const bank = (await memberCall<Methods>(request, member, 'CSH_depositMethods')).methods.find(
        (method) => method.kind === 'bank',
      )!;
      await page.addInitScript((token) => sessionStorage.setItem('token', token), member.token!);
      await page.goto(`/member?page=depositv2&brand=${brandId}`);
      await markLoaded(page);

      await test.step('MC-18: a bank transfer waits for the operator, who marks it failed: the member sees why, and the message arrives', async () => {
        await startDeposit(page, bank.name, '100');
        await expect(depositStatus(page, 'Waiting for your payment.')).toBeVisible();
        await expect(unreadBadge(page)).toHaveCount(0);
        admin('deposit', 'fail', depositIdOf(await bankReference(page)), 'no transfer with this reference');
        await expect(
          depositStatus(page, 'The deposit failed. No money was taken. no transfer with this reference'),
        ).toBeVisible();
        await expect(unreadBadge(page)).toHaveText('1');
        await expectBalance(page, 0);
      });

      await test.step('a second bank transfer the operator marks arrived', async () => {
        await page.getByRole('button', { name: 'Make another deposit' }).click();
        await startDeposit(page, bank.name, '100');
        admin('deposit', 'arrive', depositIdOf(await bankReference(page)));
        await expect(depositStatus(page, 'Your deposit has arrived.')).toBeVisible();
        await expect(unreadBadge(page)).toHaveText('2');
        await expectBalance(page, 100_00);
      });

      await test.step("WALLET-06: approved and never answered, the withdrawal is treated as received once the brand's minutes pass", async () => {
        await fromAccountMenu(page, 'Withdrawal');
        const { item, id } = await withdraw(page, '60');
        admin('withdrawal', 'approve', id);
        await expect(item).toContainText('Please confirm you received it.');
        const { autoConfirmMinutes } = await memberCall<{ autoConfirmMinutes: number }>(
          request,
          member,
          'CSH_withdrawSettings',
        );
        // The operator's command plays the clock forward: five minutes short of the brand's minutes
        // nothing happens (a margin for a slow machine); at them, the platform answers for the member.
        expect(admin('receipts', 'due', `+${autoConfirmMinutes - 5}`, brandId, member.username)).toContain(
          '0 withdrawal(s)',
        );
        await expect(item).toContainText('Please confirm you received it.');
        expect(admin('receipts', 'due', `+${autoConfirmMinutes}`, brandId, member.username)).toContain(
          '1 withdrawal(s)',
        );
        await expect(item).toContainText('Treated as received.');
        await expect(item.getByRole('button', { name: 'I received it' })).toHaveCount(0);
        await expectBalance(page, 40_00);
      });
      expect(await stillSameLoad(page), 'the journey ran in one page load').toBe(true);
    });
  });
}
