// @vitest-environment node
// The cashier on the reference platform (issue 15): deposits through the development provider and
// by bank transfer, withdrawals with receipt confirmation, the upline transfer, the records, and
// bad input that moves no money (MC-04..09, MC-18, WALLET-04..06). Each test is given 30 s: scrypt
// checks of the payment password are slow on a busy machine.
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { CallName } from '../../schemas/api/index.ts';
import { platformForEachTest } from '../../tests/support/platform.ts';
import { setCashierSetting } from './config.ts';
import { settleDeposit } from './deposits.ts';
import { checkLedger } from './ledger.ts';
import { CALLBACK_PATH, signCallback } from './paymentProvider.ts';
import { autoConfirmDue, decideWithdrawal, startReceiptSweep } from './withdrawals.ts';

let token: string;
const platform = platformForEachTest(() => {
  token = platform.sessionFor('demo_member');
});

const PAY = '246810';
type Answer<T = Record<string, unknown>> = { success: boolean; value: T; code?: string; message?: string };
const call = async <T = Record<string, unknown>>(name: CallName, input?: unknown, as = token) =>
  (await platform.call(name, input, { token: as })).json() as Answer<T>;
const balance = async (as = token) => (await call<{ balance: string }>('walletBalance', undefined, as)).value.balance;
const unread = async () => (await call<{ count: number }>('unreadCount')).value.count;
const latestMessage = () =>
  platform.db
    .prepare('SELECT category, title, content FROM platform_messages WHERE member_id = ? ORDER BY id DESC LIMIT 1')
    .get(platform.memberId('demo_member')) as {
    category: string;
    title: string;
    content: string;
  };
const ledgerClean = () => {
  const report = checkLedger(platform.db);
  expect(report.mismatches).toEqual([]);
  expect(report.brokenChains).toEqual([]);
};

async function payoutAccount(): Promise<string> {
  const added = await call<{ accountId: string }>('payoutAccountAdd', {
    bankName: 'Maybank',
    accountNumber: '514012345678',
    realName: 'Tan Mei Ling',
    paymentPassword: PAY,
  });
  expect(added.success).toBe(true);
  return added.value.accountId;
}

describe('deposits (MC-04, MC-18)', () => {
  it('a card deposit is paid on the development payment page: the balance rises once and the arrival message is sent', async () => {
    const methods = await call<{ methods: { methodId: string; kind: string; feePercent: string }[] }>('depositMethods');
    expect(methods.value.methods.map((m) => m.kind)).toEqual(['bank', 'ewallet', 'card']);
    const deposit = await call<{ depositId: string; paymentUrl: string; fee: string; status: string }>(
      'depositCreate',
      { methodId: 'card', amount: '100.00', idempotencyKey: randomUUID() },
    );
    expect(deposit.value).toMatchObject({ status: 'pending', fee: '1.50' });
    const page = new URL(deposit.value.paymentUrl);
    const shown = await platform.app.inject({ method: 'GET', url: `${page.pathname}${page.search}` });
    expect(shown.body).toContain('101.50');
    const key = page.searchParams.get('key')!;
    const before = await unread();
    const paid = await platform.app.inject({
      method: 'POST',
      url: `${page.pathname}/pay`,
      payload: `key=${key}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.body).toContain('Payment complete');
    expect(await balance()).toBe('1350.50');
    expect((await call('depositStatus', { depositId: deposit.value.depositId })).value).toMatchObject({
      status: 'succeeded',
    });
    expect(latestMessage()).toMatchObject({ category: 'DEPOSIT_ARRIVED' });
    expect(latestMessage().content).toContain('100.00');
    expect(await unread()).toBe(before + 1);
    // Paying again (a second click, the page reloaded) moves nothing.
    await platform.app.inject({
      method: 'POST',
      url: `${page.pathname}/pay`,
      payload: `key=${key}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await balance()).toBe('1350.50');
    // A wrong page key opens nothing.
    expect((await platform.app.inject({ method: 'GET', url: `${page.pathname}?key=nope` })).statusCode).toBe(404);
    ledgerClean();
  });

  it('the provider callback must be signed; a replayed or forged one moves nothing', async () => {
    const deposit = await call<{ depositId: string }>('depositCreate', {
      methodId: 'ewallet',
      amount: '40.00',
      idempotencyKey: randomUUID(),
    });
    const body = { depositId: deposit.value.depositId, outcome: 'paid', amountCents: 4000, providerRef: 'X1' } as const;
    const unsigned = await platform.app.inject({
      method: 'POST',
      url: CALLBACK_PATH,
      payload: { ...body, signature: '' },
    });
    expect(unsigned.statusCode).toBe(401);
    const forged = await platform.app.inject({
      method: 'POST',
      url: CALLBACK_PATH,
      payload: { ...signCallback(platform.db, body), amountCents: 400000 },
    });
    expect(forged.statusCode).toBe(401);
    expect(await balance()).toBe('1250.50');
    const signed = signCallback(platform.db, body);
    expect((await platform.app.inject({ method: 'POST', url: CALLBACK_PATH, payload: signed })).json()).toMatchObject({
      value: { settled: true },
    });
    expect((await platform.app.inject({ method: 'POST', url: CALLBACK_PATH, payload: signed })).json()).toMatchObject({
      value: { settled: false },
    });
    const failAfter = signCallback(platform.db, { ...body, outcome: 'failed' });
    expect(
      (await platform.app.inject({ method: 'POST', url: CALLBACK_PATH, payload: failAfter })).json(),
    ).toMatchObject({ value: { settled: false } });
    expect(await balance()).toBe('1290.50');
    ledgerClean();
  });

  it('a bank transfer stays pending with its reference until the operator marks it; a failed one sends its message and credits nothing', async () => {
    const deposit = await call<{ depositId: string; reference: string; bankAccount: { bankName: string } }>(
      'depositCreate',
      { methodId: 'bank', amount: '250.00', idempotencyKey: randomUUID() },
    );
    expect(deposit.value.reference).toMatch(/^AUR[A-Z2-9]{8}$/);
    expect(deposit.value.bankAccount.bankName).toBe('Maybank');
    expect((await call<{ list: { status: string }[] }>('depositList', { status: 'pending' })).value.list).toHaveLength(
      1,
    );
    expect(
      settleDeposit(
        platform.db,
        platform.brands.byId,
        Number(deposit.value.depositId.slice(1)),
        'failed',
        'no transfer with this reference arrived',
        platform.now(),
      ),
    ).toBe(true);
    expect(latestMessage()).toMatchObject({ category: 'DEPOSIT_FAILED', title: 'Deposit failed' });
    expect(latestMessage().content).toContain('no transfer with this reference arrived');
    // Marking it arrived afterwards changes nothing: it is settled.
    expect(
      settleDeposit(
        platform.db,
        platform.brands.byId,
        Number(deposit.value.depositId.slice(1)),
        'succeeded',
        null,
        platform.now(),
      ),
    ).toBe(false);
    expect(await balance()).toBe('1250.50');
  });

  it('the same deposit request sent twice opens one deposit; a key reused for another request is refused', async () => {
    const idempotencyKey = randomUUID();
    const [a, b] = await Promise.all(
      [1, 2].map(() =>
        call<{ depositId: string }>('depositCreate', { methodId: 'bank', amount: '75.00', idempotencyKey }),
      ),
    );
    expect(a!.value.depositId).toBe(b!.value.depositId);
    const other = await call('depositCreate', { methodId: 'bank', amount: '76.00', idempotencyKey });
    expect(other).toMatchObject({ success: false, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await call<{ totalRows: number }>('depositList')).value.totalRows).toBe(1);
  });

  it('refuses zero, too little, too much, three decimals and non-numbers, opening nothing', async () => {
    const refused = async (amount: unknown) =>
      await call('depositCreate', { methodId: 'bank', amount, idempotencyKey: randomUUID() });
    expect(await refused('0')).toMatchObject({
      success: false,
      code: 'AMOUNT_OUT_OF_RANGE',
      message: 'The amount must be greater than 0.00.',
    });
    expect((await refused('29.99')).message).toBe('The amount must be between 30.00 and 30000.00.');
    expect((await refused('30000.01')).code).toBe('AMOUNT_OUT_OF_RANGE');
    for (const amount of ['-50', '10.005', 'abc', '1e3', ' 50', '', { amount: 50 }, null])
      expect((await refused(amount)).code, JSON.stringify(amount)).toBe('VALIDATION_FAILED');
    expect((await call('depositCreate', { methodId: 'bank', amount: '50.00' })).code).toBe('VALIDATION_FAILED');
    expect(
      (await call('depositCreate', { methodId: 'crypto', amount: '50.00', idempotencyKey: randomUUID() })).code,
    ).toBe('NOT_FOUND');
    expect((await call<{ totalRows: number }>('depositList')).value.totalRows).toBe(0);
  });
});

describe('withdrawals (MC-05, WALLET-04..06, MC-18)', () => {
  it('holds the amount, the operator approves, the member confirms receipt; a rejection gives the money back with the reason', async () => {
    const accountId = await payoutAccount();
    const first = await call<{ withdrawalId: string; status: string }>('withdrawCreate', {
      accountId,
      amount: '200.00',
      paymentPassword: PAY,
      idempotencyKey: randomUUID(),
    });
    expect(first.value.status).toBe('applying');
    expect(await balance()).toBe('1050.50');
    expect((await call('withdrawSettings')).value).toMatchObject({
      balance: '1050.50',
      held: '200.00',
      available: '1050.50',
      autoConfirmMinutes: 60,
      cancelAllowed: false,
    });
    decideWithdrawal(
      platform.db,
      platform.brands.byId,
      Number(first.value.withdrawalId.slice(1)),
      { approve: true },
      platform.now(),
    );
    expect(latestMessage()).toMatchObject({ category: 'WITHDRAWAL_APPROVED' });
    expect((await call('withdrawList', { receipt: 'awaiting' })).value).toMatchObject({
      totalRows: 1,
      list: [{ status: 'passed', receipt: 'awaiting' }],
    });
    expect((await call('withdrawConfirmReceipt', { withdrawalId: first.value.withdrawalId })).value).toMatchObject({
      receipt: 'received',
    });
    expect((await call('withdrawConfirmReceipt', { withdrawalId: first.value.withdrawalId })).code).toBe(
      'INVALID_STATE',
    );

    const second = await call<{ withdrawalId: string }>('withdrawCreate', {
      accountId,
      amount: '300.00',
      paymentPassword: PAY,
      idempotencyKey: randomUUID(),
    });
    decideWithdrawal(
      platform.db,
      platform.brands.byId,
      Number(second.value.withdrawalId.slice(1)),
      { approve: false, reason: 'Account name does not match' },
      platform.now(),
    );
    expect(await balance()).toBe('1050.50');
    expect(latestMessage().content).toContain('Account name does not match');
    expect((await call('withdrawList', { status: 'rejected' })).value).toMatchObject({
      list: [{ rejectReason: 'Account name does not match' }],
    });
    expect(() =>
      decideWithdrawal(
        platform.db,
        platform.brands.byId,
        Number(second.value.withdrawalId.slice(1)),
        { approve: true },
        platform.now(),
      ),
    ).toThrow(/already rejected/);
    ledgerClean();
  });

  it("WALLET-06: an unconfirmed passed withdrawal is treated as received after the brand's minutes, by the sweep's timer and never by a read", async () => {
    setCashierSetting(platform.db, 'aurora', 'autoConfirmMinutes', 5);
    const accountId = await payoutAccount();
    const created = await call<{ withdrawalId: string }>('withdrawCreate', {
      accountId,
      amount: '100.00',
      paymentPassword: PAY,
      idempotencyKey: randomUUID(),
    });
    decideWithdrawal(
      platform.db,
      platform.brands.byId,
      Number(created.value.withdrawalId.slice(1)),
      { approve: true },
      platform.now(),
    );
    platform.advance(4 * 60_000);
    expect(autoConfirmDue(platform.db, platform.now())).toBe(0);
    platform.advance(60_000);
    // Due now, but reading the cashier writes nothing (issue 24): the receipt waits for the sweep.
    expect((await call('withdrawList')).value).toMatchObject({ list: [{ receipt: 'awaiting' }] });
    expect((await call('withdrawSettings')).value).toMatchObject({ awaitingReceipt: 1 });
    expect(
      platform.db
        .prepare('SELECT receipt FROM withdrawals WHERE id = ?')
        .get(Number(created.value.withdrawalId.slice(1))),
    ).toEqual({ receipt: 'awaiting' });
    // The server's sweep, on its timer (every few milliseconds here), confirms it.
    const stop = startReceiptSweep(platform.db, platform.now, 5);
    try {
      await vi.waitFor(
        async () => expect((await call('withdrawList')).value).toMatchObject({ list: [{ receipt: 'autoConfirmed' }] }),
        { timeout: 20_000, interval: 20 },
      );
    } finally {
      stop();
    }
    expect((await call('withdrawSettings')).value).toMatchObject({ awaitingReceipt: 0 });
  });

  it("WALLET-06: the sweep limited to one member (the operator's `receipts due … <brand> <account>`) leaves everyone else's awaiting", async () => {
    const other = platform.sessionFor('player_down1');
    const approved: string[] = [];
    for (const as of [token, other]) {
      const added = await call<{ accountId: string }>(
        'payoutAccountAdd',
        { bankName: 'Maybank', accountNumber: '514012345678', realName: 'Tan Mei Ling', paymentPassword: PAY },
        as,
      );
      const created = await call<{ withdrawalId: string }>(
        'withdrawCreate',
        { accountId: added.value.accountId, amount: '100.00', paymentPassword: PAY, idempotencyKey: randomUUID() },
        as,
      );
      decideWithdrawal(
        platform.db,
        platform.brands.byId,
        Number(created.value.withdrawalId.slice(1)),
        { approve: true },
        platform.now(),
      );
      approved.push(created.value.withdrawalId);
    }
    const anHourOn = platform.now() + 60 * 60_000;
    expect(autoConfirmDue(platform.db, anHourOn - 60_000, platform.memberId('demo_member'))).toBe(0);
    expect(autoConfirmDue(platform.db, anHourOn, platform.memberId('demo_member'))).toBe(1);
    const receipts = platform.db
      .prepare('SELECT receipt FROM withdrawals WHERE id IN (?, ?) ORDER BY id')
      .all(...approved.map((id) => Number(id.slice(1)))) as { receipt: string }[];
    expect(receipts.map((row) => row.receipt)).toEqual(['autoConfirmed', 'awaiting']);
  });

  it('marks not received with png/jpg proof only, at most 3 of at most 5 MB', async () => {
    const accountId = await payoutAccount();
    const created = await call<{ withdrawalId: string }>('withdrawCreate', {
      accountId,
      amount: '100.00',
      paymentPassword: PAY,
      idempotencyKey: randomUUID(),
    });
    decideWithdrawal(
      platform.db,
      platform.brands.byId,
      Number(created.value.withdrawalId.slice(1)),
      { approve: true },
      platform.now(),
    );
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    const send = (files: [Buffer | string, string, string][]) => {
      const form = new FormData();
      form.append('withdrawalId', created.value.withdrawalId);
      for (const [bytes, type, name] of files)
        form.append('images', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), name);
      return call('withdrawNotReceived', form);
    };
    expect((await send([['GIF89a', 'image/gif', 'a.gif']])).code).toBe('VALIDATION_FAILED');
    expect((await send([['<script>alert(1)</script>', 'image/png', 'fake.png']])).message).toContain(
      'not a PNG or JPEG',
    );
    expect((await send([[Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'image/jpeg', 'big.jpg']])).message).toMatch(/5 MB/);
    expect(
      (
        await send([
          [png, 'image/png', '1.png'],
          [png, 'image/png', '2.png'],
          [png, 'image/png', '3.png'],
          [png, 'image/png', '4.png'],
        ])
      ).message,
    ).toMatch(/3 images/);
    expect((await send([])).code).toBe('VALIDATION_FAILED');
    expect((await send([[png, 'image/png', 'statement.png']])).value).toMatchObject({ receipt: 'notReceived' });
    // The money arrived after all: it can still be confirmed.
    expect((await call('withdrawConfirmReceipt', { withdrawalId: created.value.withdrawalId })).value).toMatchObject({
      receipt: 'received',
    });
  });

  it('refuses over the balance, outside the limits and bad amounts, moving nothing; cancel only where the brand allows', async () => {
    const accountId = await payoutAccount();
    const attempt = (amount: unknown) =>
      call('withdrawCreate', { accountId, amount, paymentPassword: PAY, idempotencyKey: randomUUID() });
    expect(await attempt('5000.00')).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Insufficient balance: 1250.50 available, 5000.00 requested.',
    });
    expect((await attempt('49.99')).code).toBe('AMOUNT_OUT_OF_RANGE');
    expect((await attempt('0.00')).code).toBe('AMOUNT_OUT_OF_RANGE');
    for (const amount of ['-100', '100.001', 'ten', 100])
      expect((await attempt(amount)).code, String(amount)).toBe('VALIDATION_FAILED');
    expect(await balance()).toBe('1250.50');
    const created = await call<{ withdrawalId: string; canCancel: boolean }>('withdrawCreate', {
      accountId,
      amount: '100.00',
      paymentPassword: PAY,
      idempotencyKey: randomUUID(),
    });
    expect(created.value.canCancel).toBe(false);
    expect((await call('withdrawCancel', { withdrawalId: created.value.withdrawalId })).code).toBe('FEATURE_DISABLED');
    setCashierSetting(platform.db, 'aurora', 'cancelAllowed', true);
    expect((await call('withdrawCancel', { withdrawalId: created.value.withdrawalId })).value).toMatchObject({
      status: 'cancelled',
    });
    expect(await balance()).toBe('1250.50');
    // Another member's withdrawal is nobody else's business.
    expect(
      (await call('withdrawCancel', { withdrawalId: created.value.withdrawalId }, platform.sessionFor('player_down1')))
        .code,
    ).toBe('NOT_FOUND');
    ledgerClean();
  });

  it('a wrong payment password is refused and counted with the points check, then locked; nothing moves', async () => {
    const accountId = await payoutAccount();
    for (let i = 0; i < 10; i++) {
      expect(
        (
          await call('withdrawCreate', {
            accountId,
            amount: '100.00',
            paymentPassword: '111111',
            idempotencyKey: randomUUID(),
          })
        ).code,
      ).toBe('PAYMENT_PASSWORD_INVALID');
    }
    const locked = await call('withdrawCreate', {
      accountId,
      amount: '100.00',
      paymentPassword: PAY,
      idempotencyKey: randomUUID(),
    });
    expect(locked.code).toBe('TOO_MANY_REQUESTS');
    expect((await call('passwordCheck', { password: PAY })).code).toBe('TOO_MANY_REQUESTS');
    expect(await balance()).toBe('1250.50');
  });

  it('the payment password is set once, then changed only with the current one', async () => {
    const fresh = platform.sessionFor('player_down2');
    platform.db
      .prepare('UPDATE members SET payment_password_hash = NULL WHERE id = ?')
      .run(platform.memberId('player_down2'));
    expect((await call('withdrawSettings', undefined, fresh)).value).toMatchObject({ paymentPasswordSet: false });
    expect((await call('paymentPasswordSet', { password: '123456' }, fresh)).success).toBe(true);
    expect((await call('paymentPasswordSet', { password: '654321' }, fresh)).code).toBe('VALIDATION_FAILED');
    expect((await call('paymentPasswordSet', { oldPassword: '000000', password: '654321' }, fresh)).code).toBe(
      'PAYMENT_PASSWORD_INVALID',
    );
    expect((await call('paymentPasswordSet', { oldPassword: '123456', password: '654321' }, fresh)).success).toBe(true);
    expect((await call('passwordCheck', { password: '654321' }, fresh)).value).toEqual({ pass: true });
  });
});

describe('transfer to the upline (MC-06)', () => {
  it('moves money from a downline to its upline in the ledger; members without an upline are told so', async () => {
    const down = platform.sessionFor('player_down1');
    expect((await call('uplineInfo', undefined, down)).value).toMatchObject({ hasUpline: true, upline: 'demo_agent' });
    const agentBefore = await balance(platform.sessionFor('demo_agent'));
    const idempotencyKey = randomUUID();
    const sent = await Promise.all(
      [1, 2].map(() => call('transferUpline', { amount: '20.00', paymentPassword: PAY, idempotencyKey }, down)),
    );
    expect(sent[0]!.value).toEqual(sent[1]!.value);
    expect(await balance(down)).toBe('400.00');
    expect(Number(await balance(platform.sessionFor('demo_agent')))).toBeCloseTo(Number(agentBefore) + 20, 2);
    expect((await call('uplineInfo')).value).toEqual({ hasUpline: false });
    expect(
      (await call('transferUpline', { amount: '1.00', paymentPassword: PAY, idempotencyKey: randomUUID() })).code,
    ).toBe('FEATURE_DISABLED');
    ledgerClean();
  });
});

describe('records (MC-07..09)', () => {
  it("the betting record pages a month of rounds with totals over the filter, in the brand's time zone", async () => {
    const month = { startDate: '2026-10-23', endDate: '2026-11-22' };
    const page1 = (
      await call<{
        list: { stake: string; winLoss: string }[];
        totalRows: number;
        totalPages: number;
        period: { timeZone: string };
        totals: { stake: string };
      }>('bettingRecord', { ...month, pageNo: 1, pageSize: 50 })
    ).value;
    expect(page1.period.timeZone).toBe('Asia/Kuala_Lumpur');
    expect(page1.totalRows).toBe(120);
    expect(page1.totalPages).toBe(3);
    const all = [
      page1,
      ...(await Promise.all(
        [2, 3].map(
          async (pageNo) => (await call<typeof page1>('bettingRecord', { ...month, pageNo, pageSize: 50 })).value,
        ),
      )),
    ];
    const cents = (money: string) => Math.round(Number(money) * 100);
    expect(all.flatMap((p) => p.list).reduce((sum, row) => sum + cents(row.stake), 0)).toBe(cents(page1.totals.stake));
    const rng = (
      await call<{ totalRows: number; list: { gameType: string }[] }>('bettingRecord', { ...month, gameType: 'RNG' })
    ).value;
    expect(rng.list.every((row) => row.gameType === 'RNG')).toBe(true);
    expect(rng.totalRows).toBeLessThan(120);
    expect((await call('bettingRecord', { startDate: '2025-10-01', endDate: '2025-10-31' })).message).toMatch(
      /12 months/,
    );
    expect((await call('bettingRecord', { startDate: '2026-11-22', endDate: '2026-11-01' })).code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('profit and loss reconciles to the ledger to the cent, and the account record lists every movement by kind', async () => {
    const period = { startDate: '2026-11-22', endDate: '2026-11-22' };
    const before = (await call<Record<string, string>>('profitLoss', period)).value;
    await call('walletTransfer', { fromWallet: 'MAIN', toWallet: 'PG', amount: '10.01' });
    await call('convertPoint', { points: 500 });
    const deposit = await call<{ depositId: string }>('depositCreate', {
      methodId: 'bank',
      amount: '33.33',
      idempotencyKey: randomUUID(),
    });
    settleDeposit(
      platform.db,
      platform.brands.byId,
      Number(deposit.value.depositId.slice(1)),
      'succeeded',
      null,
      platform.now(),
    );
    const statement = (await call<Record<string, string>>('profitLoss', period)).value;
    const cents = (money: string | undefined) => Math.round(Number(money) * 100);
    const movements = [
      'deposits',
      'withdrawals',
      'transfers',
      'stakes',
      'wins',
      'bonuses',
      'rebates',
      'adjustments',
    ].reduce((sum, key) => sum + cents(statement[key]), 0);
    expect(cents(statement.openingBalance) + movements).toBe(cents(statement.closingBalance));
    expect(statement.closingBalance).toBe(await balance());
    expect(cents(statement.deposits) - cents(before.deposits)).toBe(3333);
    expect(cents(statement.transfers) - cents(before.transfers)).toBe(-1001);
    const deposits = (
      await call<{ list: { kind: string; amount: string; reference: string }[] }>('accountRecord', {
        ...period,
        kind: 'deposit',
      })
    ).value;
    expect(deposits.list[0]).toMatchObject({ kind: 'deposit', amount: '33.33', reference: deposit.value.depositId });
    const bonuses = (await call<{ list: { reason: string }[]; totals: { bonus: string } }>('bonusDetails', period))
      .value;
    expect(bonuses.list[0]!.reason).toBe('500 points converted');
    expect(bonuses.totals.bonus).toBe('5.00');
  });
});
