// @vitest-environment node
// Issue 24, items 2 and 8: e-wallet and card deposits are paid only on a payment provider's page,
// which is a developer route; a page deposit expires, and the operator can fail one.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallName } from '../../schemas/api/index.ts';
import { openDb } from '../db.ts';
import { createTestPlatform, TEST_START, type TestPlatform } from '../../tests/support/platform.ts';
import { checkLedger } from './ledger.ts';
import { createDeposit, expirePageDeposits, PAGE_PAYMENT_MINUTES } from './deposits.ts';
import { CALLBACK_PATH, signCallback } from './paymentProvider.ts';

type Answer<T = Record<string, unknown>> = { success: boolean; value: T; code?: string; message?: string };
type Deposit = {
  depositId: string;
  status: string;
  paymentUrl?: string;
  expiresAt?: string;
  createdAt: string;
  failureReason?: string;
};

let platform: TestPlatform | undefined;
const cleanups: (() => void)[] = [];
afterEach(async () => {
  await platform?.close();
  platform = undefined;
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function player(on: TestPlatform, account = 'demo_member', brand = 'aurora') {
  const token = on.sessionFor(account, brand);
  const call = async <T = Record<string, unknown>>(name: CallName, input?: unknown) =>
    (await on.call(name, input, { token, brand })).json() as Answer<T>;
  return {
    call,
    balance: async () => (await call<{ balance: string }>('walletBalance')).value.balance,
    deposit: (depositId: string) => call<Deposit>('depositStatus', { depositId }),
  };
}

/** Presses "Pay" (or "Fail") on the page a payment URL opens, as the payer's browser posts it. */
async function press(on: TestPlatform, paymentUrl: string, action: 'pay' | 'fail' = 'pay') {
  const url = new URL(paymentUrl);
  return on.app.inject({
    method: 'POST',
    url: `${url.pathname}/${action}`,
    payload: `key=${url.searchParams.get('key')}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

const ledgerClean = (on: TestPlatform) =>
  expect(checkLedger(on.db)).toMatchObject({ mismatches: [], brokenChains: [] });

describe('the development payment page belongs to the developer routes (issue 24, item 2)', () => {
  it('with the developer routes off, a card deposit is refused and a page made earlier credits nothing when "Pay" is posted', async () => {
    platform = await createTestPlatform({ devRoutes: false });
    const member = player(platform);
    const before = await member.balance();

    // A card deposit opened while the provider was on (the platform restarted without it): its link takes nothing.
    const earlier = createDeposit(
      platform.db,
      platform.brands.byId.get('aurora')!,
      platform.memberId(),
      { methodId: 'card', amount: '10000.00' },
      platform.now(),
      { pagePayments: true },
    );
    const paymentUrl = `http://aurora.localhost:8080/dev-pay/D${earlier.id}?key=${earlier.page_key}`;
    const paid = await press(platform, paymentUrl);
    expect(await member.balance()).toBe(before);
    expect(paid.statusCode).toBe(404);
    expect(paid.body).not.toContain('Payment complete');
    expect(
      (await platform.app.inject({ method: 'GET', url: new URL(paymentUrl).pathname + new URL(paymentUrl).search }))
        .statusCode,
    ).toBe(404);
    const callback = signCallback(platform.db, {
      depositId: `D${earlier.id}`,
      outcome: 'paid',
      amountCents: earlier.amount_cents + earlier.fee_cents,
      providerRef: 'X1',
    });
    expect((await platform.app.inject({ method: 'POST', url: CALLBACK_PATH, payload: callback })).statusCode).toBe(404);
    expect(await member.balance()).toBe(before);
    expect((await member.deposit(`D${earlier.id}`)).value.status).toBe('pending');

    // The deposit page says card and e-wallet are not available; the bank transfer is.
    const methods = await member.call<{ methods: { kind: string; available?: boolean }[] }>('depositMethods');
    expect(methods.value.methods.map((m) => [m.kind, m.available])).toEqual([
      ['bank', true],
      ['ewallet', false],
      ['card', false],
    ]);
    const refused = await platform.call(
      'depositCreate',
      { methodId: 'card', amount: '10000.00', idempotencyKey: randomUUID() },
      { token: platform.sessionFor() },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'FEATURE_DISABLED',
      message: expect.stringContaining('not available here'),
    });
    // Nothing was opened beside the earlier deposit.
    expect((await member.call<{ totalRows: number }>('depositList')).value.totalRows).toBe(1);
    ledgerClean(platform);
  });

  it('with the developer routes on, the card deposit is offered and paid on its page', async () => {
    platform = await createTestPlatform({ devRoutes: true });
    const member = player(platform);
    const methods = await member.call<{ methods: { kind: string; available?: boolean }[] }>('depositMethods');
    expect(methods.value.methods.every((m) => m.available)).toBe(true);
    const deposit = await member.call<Deposit>('depositCreate', {
      methodId: 'card',
      amount: '100.00',
      idempotencyKey: randomUUID(),
    });
    expect((await press(platform, deposit.value.paymentUrl!)).body).toContain('Payment complete');
    expect(await member.balance()).toBe('1350.50');
  });
});

describe('payment-page deposits expire (issue 24, item 8)', () => {
  it(`a card deposit takes its payment for ${PAGE_PAYMENT_MINUTES} minutes, as its answer says; after that "Pay" credits nothing and it fails`, async () => {
    platform = await createTestPlatform();
    const member = player(platform);
    const before = await member.balance();
    const deposit = (
      await member.call<Deposit>('depositCreate', { methodId: 'card', amount: '200.00', idempotencyKey: randomUUID() })
    ).value;
    expect(Date.parse(deposit.expiresAt!) - Date.parse(deposit.createdAt)).toBe(PAGE_PAYMENT_MINUTES * 60_000);
    const url = new URL(deposit.paymentUrl!);

    platform.setNow(Date.parse(deposit.expiresAt!) - 1);
    expect((await member.deposit(deposit.depositId)).value.paymentUrl).toBe(deposit.paymentUrl);
    expect((await platform.app.inject({ method: 'GET', url: url.pathname + url.search })).statusCode).toBe(200);

    platform.setNow(Date.parse(deposit.expiresAt!));
    // The answer the client sees stops offering the page at the same moment the page stops taking it.
    expect((await member.deposit(deposit.depositId)).value).not.toHaveProperty('paymentUrl');
    const shown = await platform.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(shown.statusCode).toBe(410);
    expect(shown.body).toContain('Payment expired');
    const paid = await press(platform, deposit.paymentUrl!);
    expect(paid.body).toContain('Payment expired');
    expect(paid.body).not.toContain('Payment complete');
    expect(await member.balance()).toBe(before);
    expect((await member.deposit(deposit.depositId)).value).toMatchObject({
      status: 'failed',
      failureReason: 'the payment page expired before it was paid',
    });
    ledgerClean(platform);
  });

  it('a signed "paid" callback after the page expired credits nothing; the server\'s sweep fails every expired page deposit and tells the member', async () => {
    platform = await createTestPlatform();
    const member = player(platform);
    const before = await member.balance();
    const failureMessages = () =>
      (
        platform!.db
          .prepare("SELECT COUNT(*) AS n FROM platform_messages WHERE member_id = ? AND category = 'DEPOSIT_FAILED'")
          .get(platform!.memberId()) as { n: number }
      ).n;
    const messagesBefore = failureMessages();
    const card = (
      await member.call<Deposit>('depositCreate', { methodId: 'card', amount: '60.00', idempotencyKey: randomUUID() })
    ).value;
    const ewallet = (
      await member.call<Deposit>('depositCreate', {
        methodId: 'ewallet',
        amount: '40.00',
        idempotencyKey: randomUUID(),
      })
    ).value;
    const bank = (
      await member.call<Deposit>('depositCreate', { methodId: 'bank', amount: '50.00', idempotencyKey: randomUUID() })
    ).value;
    platform.advance(PAGE_PAYMENT_MINUTES * 60_000);

    const late = signCallback(platform.db, {
      depositId: card.depositId,
      outcome: 'paid',
      amountCents: 6090,
      providerRef: 'LATE',
    });
    const answer = await platform.app.inject({ method: 'POST', url: CALLBACK_PATH, payload: late });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ success: false, code: 'INVALID_STATE' });

    expect(expirePageDeposits(platform.db, platform.brands.byId, platform.now())).toBe(1);
    expect((await member.deposit(ewallet.depositId)).value).toMatchObject({
      status: 'failed',
      failureReason: 'the payment page expired before it was paid',
    });
    // A bank transfer waits for the operator, however long it takes.
    expect((await member.deposit(bank.depositId)).value.status).toBe('pending');
    expect(failureMessages()).toBe(messagesBefore + 2);
    expect(await member.balance()).toBe(before);
    ledgerClean(platform);
  });
});

describe('the operator fails a payment-page deposit (issue 24, item 8)', () => {
  it('`deposit fail` fails a pending card deposit: its page then credits nothing', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'livery-page-deposit-'));
    const db = openDb(join(dir, 'livery.db'));
    cleanups.push(() => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    });
    db.prepare(
      "INSERT INTO members (brand, account, password_hash, created_at) VALUES ('aurora', 'card_payer', 'x', ?)",
    ).run(new Date(TEST_START).toISOString());
    platform = await createTestPlatform({ db });
    const member = player(platform, 'card_payer');
    const deposit = (
      await member.call<Deposit>('depositCreate', { methodId: 'card', amount: '300.00', idempotencyKey: randomUUID() })
    ).value;
    expect(deposit.status).toBe('pending');

    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'server/admin.ts', 'deposit', 'fail', deposit.depositId],
      { env: { ...process.env, DATA_DIR: dir }, encoding: 'utf8' },
    );
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain('marked failed');

    expect((await member.deposit(deposit.depositId)).value).toMatchObject({
      status: 'failed',
      failureReason: 'the payment was cancelled',
    });
    const paid = await press(platform, deposit.paymentUrl!);
    expect(paid.body).toContain('Payment failed');
    expect(await member.balance()).toBe('0.00');
    // Arriving is for bank transfers: only the provider credits a page deposit.
    const arrive = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'server/admin.ts', 'deposit', 'arrive', deposit.depositId],
      { env: { ...process.env, DATA_DIR: dir }, encoding: 'utf8' },
    );
    expect(arrive.status).toBe(1);
    expect(await member.balance()).toBe('0.00');
    ledgerClean(platform);
  });
});
