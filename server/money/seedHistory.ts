import { statement, writeTransaction, type Db } from '../db.ts';
import { MAIN, walletBalanceCents, type LedgerKind } from './ledger.ts';
import { renderText, storedText, text, type PlatformText } from '../texts/index.ts';

/** A past game round as the seed made it: its stake, its win, when, and the game's name. */
export interface PastRound {
  stakeCents: number;
  winCents: number;
  at: number;
  gameName: string;
}

/**
 * Writes a seeded account's past money as ledger rows: an opening balance before its first round,
 * the rounds' stakes and wins (`record` writes each round's bet and gives its id, the rows'
 * reference), and where the rounds won more than the account is to hold, a carried-over adjustment,
 * so that the main balance ends at `targetCents` and never dips below zero on the way. Written in bulk
 * rather than through post() (no one is logged in while seeding, so no live event is due: a month of
 * rounds for every account is thousands of rows); `ledger check` holds after.
 */
export function writePastRounds<R extends PastRound>(
  db: Db,
  memberId: number,
  rounds: readonly R[],
  targetCents: number,
  now: number,
  record: (round: R) => number,
): void {
  let running = 0;
  let lowest = 0;
  for (const round of rounds) {
    running -= round.stakeCents;
    lowest = Math.min(lowest, running);
    running += round.winCents;
  }
  const opening = Math.max(targetCents - running, -lowest);
  writeTransaction(db, () => {
    const entry = statement(
      db,
      `INSERT INTO ledger_entries (member_id, wallet, kind, amount_cents, balance_after_cents, reason, reference, created_at, text_code, text_params)
       VALUES (?, '${MAIN}', ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    let balance = walletBalanceCents(db, memberId);
    const write = (kind: LedgerKind, amountCents: number, reason: PlatformText, reference: string, at: number) => {
      if (amountCents === 0) return;
      balance += amountCents;
      const stored = storedText(reason);
      entry.run(
        memberId,
        kind,
        amountCents,
        balance,
        renderText('EN', reason),
        reference,
        at,
        stored.code,
        stored.params,
      );
    };
    write('adjustment', opening, text('ledger.openingBalance'), 'opening', (rounds[0]?.at ?? now) - 60 * 60 * 1000);
    for (const round of rounds) {
      const reference = `B${record(round)}`;
      write('bet', -round.stakeCents, text('ledger.bet', { game: round.gameName }), reference, round.at);
      write('win', round.winCents, text('ledger.win', { game: round.gameName }), reference, round.at);
    }
    write(
      'adjustment',
      targetCents - (opening + running),
      text('ledger.balanceCarriedOver'),
      'opening',
      now - 60 * 1000,
    );
    statement(db, 'UPDATE members SET balance_cents = ? WHERE id = ?').run(balance, memberId);
  });
}
