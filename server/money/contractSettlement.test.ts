// @vitest-environment node
// Contracts that settle (issue 17): salaries and dividends computed from recorded bets, each period
// paid once into the ledger with a message to the holder (CONTRACT-02, CONTRACT-06..09); transfers
// to a downline (ROLE-10).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CallName } from '../../schemas/api/index.ts';
import { envelope } from '../../tests/support/platformAnswers.ts';
import { platformForEachTest, TEST_START } from '../../tests/support/platform.ts';
import { cashierConfig } from './config.ts';
import { periodContaining, rehearseSettlement, settleContracts } from './contractSettlement.ts';
import { checkLedger, walletBalanceCents } from './ledger.ts';
import { startOfDay, dayOf } from './periods.ts';

let tokens: Record<string, string>;
let zone: string;
const MINUTE = 60_000;

const platform = platformForEachTest(() => {
  tokens = Object.fromEntries(
    ['demo_member', 'demo_agent', 'agent_down1', 'player_down1', 'player_down2'].map((account) => [
      account,
      platform.sessionFor(account),
    ]),
  );
  zone = cashierConfig(platform.db, platform.brands.byId.get('aurora')!).timeZone;
});

const as = async <T = { message: string }>(account: string, name: CallName, input?: unknown) =>
  envelope<T>(await platform.call(name, input, { token: tokens[account] }));
const id = (account: string) => platform.memberId(account);
const settle = (at: number) => settleContracts(platform.db, platform.brands.byId, at);
const endOfToday = () => startOfDay(dayOf(TEST_START, zone), zone) + 24 * 60 * MINUTE;

/** A recorded demo round, as the demo game writes it (server/catalogue/bets.ts). */
function bet(account: string, stakeCents: number, winCents: number, at: number) {
  platform.bet(account, stakeCents, winCents, at);
}

/** demo_agent offers agent_down1 a contract and agent_down1 accepts it now; the contract's id. */
async function signed(call: CallName, terms: Record<string, unknown>): Promise<string> {
  const offer = await as('demo_agent', call, { action: 'new', downline: 'agent_down1', ...terms });
  expect(offer.success, offer.message).toBe(true);
  const accepted = await as('agent_down1', call, { action: 'accept' });
  expect(accepted.success, accepted.message).toBe(true);
  return /C-\d+/.exec(offer.value.message)![0];
}

const salaryRows = (account: string) =>
  platform.db
    .prepare(
      "SELECT amount_cents, reason, reference FROM ledger_entries WHERE member_id = ? AND kind IN ('dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary') AND reference LIKE 'S%' ORDER BY id",
    )
    .all(id(account)) as {
    amount_cents: number;
    reason: string;
    reference: string;
  }[];

describe('settlement (CONTRACT-02, CONTRACT-08, CONTRACT-09)', () => {
  it("a daily salary pays its rate of the whole team's valid bet once the day ends, once, with a message; bets outside the team or before signing do not count", async () => {
    bet('agent_down1', 999_00, 0, TEST_START - MINUTE); // before signing
    const contract = await signed('processDailySalContract', { rate: '1.50', minActiveMembers: 2, minBet: '100.00' });
    bet('agent_down1', 100_00, 50_00, TEST_START + 10 * MINUTE);
    bet('player_down2', 50_00, 0, TEST_START + 20 * MINUTE); // agent_down1's own downline: the team
    bet('player_down1', 700_00, 0, TEST_START + 30 * MINUTE); // demo_agent's other downline: not agent_down1's team
    const before = walletBalanceCents(platform.db, id('agent_down1'));

    expect(settle(endOfToday() - 1).periods).toBe(0); // the day has not ended
    const run = settle(endOfToday());
    expect(run).toMatchObject({ periods: 1, paidCents: 2_25 }); // 1.50% of 150.00
    expect(walletBalanceCents(platform.db, id('agent_down1'))).toBe(before + 2_25);
    expect(salaryRows('agent_down1')).toEqual([
      expect.objectContaining({ amount_cents: 2_25, reason: expect.stringContaining(`Daily salary ${contract}`) }),
    ]);
    const message = platform.db
      .prepare("SELECT title, content FROM platform_messages WHERE member_id = ? AND category = 'CONTRACT_PAID'")
      .get(id('agent_down1')) as { title: string; content: string };
    expect(message.title).toBe('Contract payment');
    expect(message.content).toContain('2.25');

    // Again, and again a day later: the period is not paid twice.
    expect(settle(endOfToday()).periods).toBe(0);
    expect(settle(endOfToday() + 24 * 60 * MINUTE)).toMatchObject({ periods: 1, paidCents: 0 }); // the next day had no bets
    expect(salaryRows('agent_down1')).toHaveLength(1);
    expect(checkLedger(platform.db)).toMatchObject({ mismatches: [], brokenChains: [] });

    platform.setNow(endOfToday() + 25 * 60 * MINUTE);
    tokens.agent_down1 = platform.sessionFor('agent_down1'); // a day on: a fresh session
    const payments = await as<{
      list: {
        contractId: string;
        activeMembers: number;
        validBet: string;
        profitLoss: string;
        amount: string;
        rate: string;
      }[];
      totals: { amount: string };
    }>('agent_down1', 'contractPayments', { kind: 'dailySalary', paidOnly: true });
    expect(payments.success, payments.message).toBe(true);
    expect(payments.value.list).toEqual([
      expect.objectContaining({
        contractId: contract,
        activeMembers: 2,
        rate: '1.50',
        validBet: '150.00',
        profitLoss: '-100.00',
        amount: '2.25',
      }),
    ]);
    expect(payments.value.totals.amount).toBe('2.25');
    // Issue 27: the upline's own page lists what it paid, and to whom; the holder paid nothing.
    tokens.demo_agent = platform.sessionFor('demo_agent');
    const paid = await as<{
      list: { contractId: string; downline: string; amount: string }[];
      totals: { amount: string };
    }>('demo_agent', 'contractPayments', { kind: 'dailySalary', paidOnly: true, side: 'paid' });
    expect(paid.value.list).toEqual([
      expect.objectContaining({ contractId: contract, downline: 'agent_down1', amount: '2.25' }),
    ]);
    expect(paid.value.totals.amount).toBe('2.25');
    const paidByHolder = await as<{ list: unknown[] }>('agent_down1', 'contractPayments', {
      kind: 'dailySalary',
      side: 'paid',
    });
    expect(paidByHolder.value.list).toEqual([]);
  });

  it('pays nothing for a period whose team falls short of the active members or the bet amount', async () => {
    await signed('processDailySalContract', { rate: '2', minActiveMembers: 2 });
    bet('agent_down1', 500_00, 0, TEST_START + MINUTE);
    expect(settle(endOfToday())).toMatchObject({ periods: 1, paidCents: 0 });
  });

  it('a real-time salary settles every 5 minutes (CONTRACT-08), and its offer says so, not "daily" (issue 27)', async () => {
    const offer = await as('demo_agent', 'processRealTimeSalaryContract', {
      action: 'new',
      downline: 'agent_down1',
      rate: '1.00',
    });
    expect(offer.value.message).toMatch(/\(1\.00%, every 5 minutes\)/);
    expect((await as('agent_down1', 'processRealTimeSalaryContract', { action: 'accept' })).success).toBe(true);
    const first = periodContaining('realtimeSalary', 'D', TEST_START, zone);
    expect(first.end - first.start).toBe(5 * MINUTE);
    bet('agent_down1', 10_00, 0, first.start + MINUTE); // TEST_START is on a 5-minute boundary
    bet('agent_down1', 20_00, 0, first.end + MINUTE);
    bet('agent_down1', 30_00, 0, first.end + 5 * MINUTE + MINUTE);
    expect(settle(first.end + 5 * MINUTE)).toMatchObject({ periods: 2, paidCents: 10 + 20 });
    expect(settle(first.end + 10 * MINUTE)).toMatchObject({ periods: 1, paidCents: 30 });
    expect(salaryRows('agent_down1').map((r) => r.amount_cents)).toEqual([10, 20, 30]);
  });

  it("a dividend pays its rate of the team's loss per its period, and nothing when the team won", async () => {
    await signed('processDividendReq', { rate: '20', period: 'W' });
    const week = periodContaining('dividend', 'W', TEST_START, zone);
    expect(new Date(week.start + 12 * 60 * MINUTE).getUTCDay()).toBe(1); // the week starts on a Monday
    bet('player_down2', 300_00, 100_00, TEST_START + MINUTE);
    expect(settle(week.end)).toMatchObject({ periods: 1, paidCents: 40_00 }); // 20% of the 200.00 lost
    bet('player_down2', 100_00, 500_00, week.end + MINUTE);
    expect(settle(week.end + 7 * 24 * 60 * MINUTE)).toMatchObject({ periods: 1, paidCents: 0 });
  });

  it('a contract terminated during a period is paid for the part it ran', async () => {
    await signed('processContractHourSalary', { rate: '1.00' });
    bet('agent_down1', 100_00, 0, TEST_START + MINUTE);
    platform.setNow(TEST_START + 10 * MINUTE);
    expect((await as('agent_down1', 'processContractHourSalary', { action: 'terminate' })).success).toBe(true);
    bet('agent_down1', 900_00, 0, TEST_START + 20 * MINUTE);
    expect(settle(TEST_START + 3 * 60 * MINUTE)).toMatchObject({ periods: 1, paidCents: 1_00 });
  });
});

describe('when a period is paid (issue 24)', () => {
  /** Everything a settlement could write: settlements, ledger rows, balances, messages, live events. */
  const moneyTables = () =>
    ['contract_settlements', 'ledger_entries', 'vendor_wallets', 'platform_messages', 'live_events']
      .map((table) => platform.db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all())
      .concat([platform.db.prepare('SELECT id, balance_cents FROM members ORDER BY id').all()]);

  it('a period still running is never paid; after its end it is paid once, with the bets placed late in it, dated at its end, and my income and the account record list it', async () => {
    const contract = await signed('processDailySalContract', { rate: '2.00' });
    bet('player_down2', 300_00, 0, TEST_START + 10 * MINUTE);
    platform.setNow(TEST_START + 60 * MINUTE);
    expect(settle(TEST_START + 60 * MINUTE)).toMatchObject({ periods: 0, paidCents: 0 });
    expect(platform.db.prepare('SELECT COUNT(*) AS n FROM contract_settlements').get()).toEqual({ n: 0 });
    expect(salaryRows('agent_down1')).toEqual([]);

    bet('player_down2', 100_00, 0, endOfToday() - 5 * MINUTE); // placed late in the day: still the day's
    // Settled two hours after the day ended (the server was stopped): dated at the day's end all the same.
    const settledAt = endOfToday() + 120 * MINUTE;
    platform.setNow(settledAt);
    expect(settle(settledAt)).toMatchObject({ periods: 1, paidCents: 8_00 }); // 2.00% of 400.00
    expect(settle(settledAt)).toMatchObject({ periods: 0 });
    const rows = platform.db
      .prepare("SELECT created_at FROM ledger_entries WHERE member_id = ? AND kind = 'dailySalary'")
      .all(id('agent_down1'));
    expect(rows).toEqual([{ created_at: endOfToday() }]);
    expect(platform.db.prepare('SELECT period_end, settled_at FROM contract_settlements').all()).toEqual([
      { period_end: endOfToday(), settled_at: settledAt },
    ]);

    tokens.agent_down1 = platform.sessionFor('agent_down1');
    const income = await as<{ list: { kind: string; amount: string; reason: string; createdAt: string }[] }>(
      'agent_down1',
      'agentIncome',
      {},
    );
    expect(income.success, income.message).toBe(true);
    expect(income.value.list).toEqual([
      {
        entryId: expect.any(String),
        kind: 'dailySalary',
        amount: '8.00',
        reason: expect.stringContaining(contract),
        createdAt: new Date(endOfToday()).toISOString(),
      },
    ]);
    const record = await as<{ list: { kind: string; amount: string; createdAt: string }[] }>(
      'agent_down1',
      'accountRecord',
      { kind: 'dailySalary' },
    );
    expect(record.success, record.message).toBe(true);
    expect(record.value.list).toEqual([
      expect.objectContaining({ kind: 'dailySalary', amount: '8.00', createdAt: new Date(endOfToday()).toISOString() }),
    ]);
  });

  it('a rehearsal writes nothing, and lists what the real settlement then pays, period by period', async () => {
    const contract = await signed('processRealTimeSalaryContract', { rate: '1.00' });
    const first = periodContaining('realtimeSalary', 'D', TEST_START, zone);
    bet('agent_down1', 10_00, 0, first.start + MINUTE);
    bet('agent_down1', 20_00, 0, first.end + MINUTE);
    bet('agent_down1', 40_00, 0, first.end + 10 * MINUTE + MINUTE);
    const now = first.end + 3 * MINUTE; // the first period ended, the second is running
    platform.setNow(now);
    const before = moneyTables();

    const rehearsal = rehearseSettlement(platform.db, platform.brands.byId, first.end + 15 * MINUTE, now);
    expect(moneyTables()).toEqual(before);
    expect(rehearsal).toMatchObject({ periods: 4, contracts: 1, paidCents: 10 + 20 + 40, openPeriods: 3 }); // the third pays nothing
    expect(rehearsal.payments.map((p) => [p.contractId, p.account, p.period.end, p.amountCents, p.open])).toEqual([
      [contract, 'agent_down1', first.end, 10, false],
      [contract, 'agent_down1', first.end + 5 * MINUTE, 20, true],
      [contract, 'agent_down1', first.end + 15 * MINUTE, 40, true],
    ]);

    // The clock reaches the rehearsed time: the real settlement pays the same amounts, with the same words.
    expect(settle(first.end + 15 * MINUTE)).toMatchObject({ periods: 4, paidCents: 70 });
    expect(salaryRows('agent_down1').map((r) => [r.amount_cents, r.reason])).toEqual(
      rehearsal.payments.map((p) => [p.amountCents, p.reason]),
    );
  });
});

describe('income (AG-07, AG-08)', () => {
  it("a settled daily salary is the holder's income: my income lists it as a daily salary, its upline's account details show it, and its statement adds it to bonuses", async () => {
    const contract = await signed('processDailySalContract', { rate: '2.00' });
    bet('player_down2', 300_00, 0, TEST_START + 10 * MINUTE);
    expect(settle(endOfToday())).toMatchObject({ periods: 1, paidCents: 6_00 });
    platform.setNow(endOfToday() + MINUTE);
    tokens = Object.fromEntries(Object.keys(tokens).map((account) => [account, platform.sessionFor(account)]));
    const day = dayOf(endOfToday() - MINUTE, zone);

    const income = await as<{
      list: { kind: string; amount: string; reason: string }[];
      totals: { total: string; byKind: Record<string, string> };
    }>('agent_down1', 'agentIncome', { startDate: day, endDate: dayOf(endOfToday() + MINUTE, zone) });
    expect(income.success, income.message).toBe(true);
    expect(income.value.list).toEqual([
      expect.objectContaining({ kind: 'dailySalary', amount: '6.00', reason: expect.stringContaining(contract) }),
    ]);
    expect(income.value.totals).toEqual({ total: '6.00', byKind: { dailySalary: '6.00' } });
    const onlyDividends = await as<{ list: unknown[] }>('agent_down1', 'agentIncome', { kind: 'dividend' });
    expect(onlyDividends.value.list).toEqual([]);

    const details = await as<{ list: { account: string; kind: string; amount: string }[] }>(
      'demo_agent',
      'teamLedger',
      { account: 'agent_down1', kind: 'dailySalary' },
    );
    expect(details.success, details.message).toBe(true);
    expect(details.value.list).toEqual([
      expect.objectContaining({ account: 'agent_down1', kind: 'dailySalary', amount: '6.00' }),
    ]);

    const statement = await as<{ bonuses: string; openingBalance: string; closingBalance: string }>(
      'agent_down1',
      'profitLoss',
      {},
    );
    expect(statement.value.bonuses).toBe('6.00');
  });
});

describe('contract terms (CONTRACT-06, CONTRACT-07, CONTRACT-09)', () => {
  it('a higher rate accepted cancels the lower one, which earns nothing after (CONTRACT-06)', async () => {
    const low = await signed('processDailySalContract', { rate: '1.00' });
    platform.setNow(TEST_START + 60 * MINUTE);
    const high = await signed('processDailySalContract', { rate: '2.00' });
    const list = await as<{ list: { contractId: string; status: string; rate: string }[] }>(
      'demo_agent',
      'contractList',
      { kind: 'dailySalary', role: 'upline' },
    );
    expect(list.value.list.filter((c) => [low, high].includes(c.contractId))).toEqual([
      expect.objectContaining({ contractId: high, status: 'accepted', rate: '2.00' }),
      expect.objectContaining({ contractId: low, status: 'termination', rate: '1.00' }),
    ]);
    bet('agent_down1', 100_00, 0, TEST_START + 30 * MINUTE); // under the 1.00% contract
    bet('agent_down1', 100_00, 0, TEST_START + 90 * MINUTE); // under the 2.00% contract
    expect(settle(endOfToday())).toMatchObject({ periods: 2, paidCents: 1_00 + 2_00 });
  });

  it('refuses a rate out of its bounds or with more than 2 decimals, and nothing is offered', async () => {
    const tooHigh = await as('demo_agent', 'processDailySalContract', {
      action: 'new',
      downline: 'agent_down1',
      rate: '10.01',
    });
    expect(tooHigh).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(tooHigh.message).toContain('Daily salary rates are from 0.01% to 10.00%');
    const zero = await as('demo_agent', 'processDividendReq', { action: 'new', downline: 'agent_down1', rate: '0.00' });
    expect(zero.message).toContain('Dividend rates are from 0.01% to 100.00%');
    const decimals = await as('demo_agent', 'processDailySalContract', {
      action: 'new',
      downline: 'agent_down1',
      rate: '1.555',
    });
    expect(decimals.success).toBe(false);
    expect(decimals.message).toMatch(/rate/i);
    const offers = platform.db
      .prepare("SELECT COUNT(*) AS n FROM contracts WHERE downline_id = ? AND kind = 'dailySalary'")
      .get(id('agent_down1')) as { n: number };
    expect(offers.n).toBe(0);
  });

  it('warns when the rate is below what the downline pays its own downline; proceeding terminates that contract (CONTRACT-07)', async () => {
    // agent_down1 pays player_down2 0.80% (the seeded offer, accepted here).
    expect((await as('player_down2', 'processDailySalContract', { action: 'accept' })).success).toBe(true);
    const warned = await as('demo_agent', 'processDailySalContract', {
      action: 'new',
      downline: 'agent_down1',
      rate: '0.50',
    });
    expect(warned).toMatchObject({ success: false, code: 'INVALID_STATE' });
    expect(warned.message).toMatch(
      /agent_down1 pays its own downline more than 0\.50%: 0\.80% to player_down2 \(C-\d+\)\. Proceeding terminates that contract\./,
    );
    expect(
      platform.db
        .prepare("SELECT COUNT(*) AS n FROM contracts WHERE downline_id = ? AND kind = 'dailySalary'")
        .get(id('agent_down1')),
    ).toEqual({ n: 0 });

    const proceeded = await as('demo_agent', 'processDailySalContract', {
      action: 'new',
      downline: 'agent_down1',
      rate: '0.50',
      proceed: true,
    });
    expect(proceeded.value.message).toMatch(/Terminated: C-\d+/);
    const own = await as<{ list: { status: string }[] }>('player_down2', 'contractList', { kind: 'dailySalary' });
    expect(own.value.list[0]!.status).toBe('termination');
  });
});

describe('agent calls (ROLE-09, ROLE-10)', () => {
  it('an agent transfers to a downline anywhere in its team, once per key; over the balance or outside the team nothing moves', async () => {
    const agentBefore = walletBalanceCents(platform.db, id('demo_agent'));
    const key = randomUUID();
    const send = (downline: string, amount: string, idempotencyKey = randomUUID()) =>
      as<{ transferId: string; balance: string }>('demo_agent', 'transferDownline', {
        downline,
        amount,
        paymentPassword: '246810',
        idempotencyKey,
      });
    const [first, again] = await Promise.all([send('player_down2', '25.00', key), send('player_down2', '25.00', key)]);
    expect(first.success && again.success).toBe(true);
    expect(again.value.transferId).toBe(first.value.transferId);
    expect(walletBalanceCents(platform.db, id('player_down2'))).toBe(75_25 + 25_00);
    expect(walletBalanceCents(platform.db, id('demo_agent'))).toBe(agentBefore - 25_00);

    const tooMuch = await send('player_down1', '40000.00');
    expect(tooMuch).toMatchObject({ success: false, code: 'INSUFFICIENT_BALANCE' });
    expect(tooMuch.message).toMatch(/Insufficient balance: .* available, 40,?000\.00 requested/);
    const stranger = await send('demo_member', '1.00');
    expect(stranger).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      message: 'demo_member is not a downline in your team.',
    });
    expect(walletBalanceCents(platform.db, id('demo_agent'))).toBe(agentBefore - 25_00);
    expect(walletBalanceCents(platform.db, id('player_down1'))).toBe(420_00);
    expect(checkLedger(platform.db)).toMatchObject({ mismatches: [], brokenChains: [] });
  });

  it('a member is refused on every agent call', async () => {
    for (const call of [
      'processDividendReq',
      'processDailySalContract',
      'processContractHourSalary',
      'processRealTimeSalaryContract',
    ] as const) {
      expect(await as('demo_member', call, { action: 'new', downline: 'player_down1', rate: '1' })).toMatchObject({
        success: false,
        code: 'NOT_AGENT',
      });
    }
    const transfer = await as('demo_member', 'transferDownline', {
      downline: 'player_down1',
      amount: '1.00',
      paymentPassword: '000000',
      idempotencyKey: randomUUID(),
    });
    expect(transfer).toMatchObject({ success: false, code: 'NOT_AGENT' });
    expect(await as<{ list: unknown[] }>('demo_member', 'contractList', {})).toMatchObject({
      success: true,
      value: { list: [] },
    });
  });
});
