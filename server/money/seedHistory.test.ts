// @vitest-environment node
// Issue 26, item 12: the seeded history adds up. Every demo account's account record, read from its
// first row, ends at the balance it was seeded with: no "Balance carried over" row takes back what
// the rounds won.
import { describe, expect, it } from 'vitest';
import { platformForEachTest } from '../../tests/support/platform.ts';
import { DEMO_ACCOUNTS } from '../seed/accounts.ts';
import { fitPastRounds } from './seedHistory.ts';

describe('the seeded history', () => {
  const platform = platformForEachTest();

  it.each(['aurora', 'jade'])(
    'MC-08 on %s: each demo account’s main-wallet rows add up to its balance, with no balancing row',
    (brand) => {
      for (const { account, balance } of DEMO_ACCOUNTS) {
        const id = platform.memberId(account, brand);
        const rows = platform.db
          .prepare(
            "SELECT kind, amount_cents, balance_after_cents, reason FROM ledger_entries WHERE member_id = ? AND wallet = 'MAIN' ORDER BY id",
          )
          .all(id) as { kind: string; amount_cents: number; balance_after_cents: number; reason: string }[];
        const sum = rows.reduce((total, row) => total + row.amount_cents, 0);
        expect(sum, `${brand}/${account}`).toBe(balance);
        expect(
          rows.filter((row) => /carried over/i.test(row.reason)),
          `${brand}/${account}`,
        ).toEqual([]);
        // The only adjustment is the opening balance, first, before any round; the balance never dips below zero.
        expect(
          rows.filter((row) => row.kind === 'adjustment').map((row) => row.reason),
          `${brand}/${account}`,
        ).toEqual(rows[0]?.kind === 'adjustment' ? ['Opening balance'] : []);
        expect(rows.every((row) => row.balance_after_cents >= 0)).toBe(true);
      }
    },
  );

  it('fits rounds that won more than the account holds by turning their biggest wins into losses', () => {
    const rounds = [
      { stakeCents: 100, winCents: 5000, at: 1, gameName: 'A' },
      { stakeCents: 100, winCents: 0, at: 2, gameName: 'B' },
      { stakeCents: 100, winCents: 300, at: 3, gameName: 'C' },
    ];
    const { rounds: fitted, openingCents } = fitPastRounds(rounds, 1000);
    expect(fitted.map((round) => round.winCents)).toEqual([0, 0, 300]);
    expect(openingCents).toBe(1000 - (300 - 300));
    const net = fitted.reduce((total, round) => total + round.winCents - round.stakeCents, 0);
    expect(openingCents + net).toBe(1000);
    // Rounds that already fit are written as they are.
    expect(fitPastRounds(rounds, 10_000).rounds).toEqual(rounds);
  });
});
