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

/** The lowest the balance goes over the rounds (each stake taken before its win is paid), and where it ends, from 0. */
function walk(rounds: readonly PastRound[]): { lowest: number; net: number } {
  let net = 0;
  let lowest = 0;
  for (const round of rounds) {
    net -= round.stakeCents;
    lowest = Math.min(lowest, net);
    net += round.winCents;
  }
  return { lowest, net };
}

/**
 * The rounds as a history that adds up to `targetCents` (issue 26): an opening balance that covers
 * every stake on the way, then the rounds, ending at the target. Where the rounds won more than the
 * account is to hold, their biggest wins become losses (a win of 0, which the pay table has) until
 * they fit, so no row is needed to take money back. Returns the rounds and the opening balance.
 */
export function fitPastRounds<R extends PastRound>(
  rounds: readonly R[],
  targetCents: number,
): { rounds: R[]; openingCents: number } {
  const fitted = rounds.map((round) => ({ ...round }));
  for (;;) {
    const { lowest, net } = walk(fitted);
    const opening = targetCents - net;
    if (opening >= -lowest) return { rounds: fitted, openingCents: opening };
    let biggest = -1;
    fitted.forEach((round, index) => {
      if (round.winCents > 0 && (biggest < 0 || round.winCents > fitted[biggest]!.winCents)) biggest = index;
    });
    // With every win gone the opening is the target plus every stake, which covers them all.
    fitted[biggest]!.winCents = 0;
  }
}

/**
 * Writes a seeded account's past money as ledger rows: an opening balance before its first round,
 * then the rounds' stakes and wins (`record` writes each round's bet as fitted by fitPastRounds and
 * gives its id, the rows' reference), ending at `targetCents` and never below zero on the way: the
 * rows add up, with nothing carried over. Written in bulk rather than through post() (no one is
 * logged in while seeding, so no live event is due: a month of rounds for every account is
 * thousands of rows); `ledger check` holds after.
 */
export function writePastRounds<R extends PastRound>(
  db: Db,
  memberId: number,
  rounds: readonly R[],
  targetCents: number,
  now: number,
  record: (round: R) => number,
): void {
  const history = fitPastRounds(rounds, targetCents);
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
    write(
      'adjustment',
      history.openingCents,
      text('ledger.openingBalance'),
      'opening',
      (rounds[0]?.at ?? now) - 60 * 60 * 1000,
    );
    for (const round of history.rounds) {
      const reference = `B${record(round)}`;
      write('bet', -round.stakeCents, text('ledger.bet', { game: round.gameName }), reference, round.at);
      write('win', round.winCents, text('ledger.win', { game: round.gameName }), reference, round.at);
    }
    statement(db, 'UPDATE members SET balance_cents = ? WHERE id = ?').run(balance, memberId);
  });
}
