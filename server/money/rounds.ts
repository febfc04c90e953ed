import { writeTransaction, type Db } from '../db.ts';
import { post } from './ledger.ts';
import { text } from '../texts/index.ts';

/**
 * The money of one game round: the stake taken, then the win paid (none for a loss), two rows under
 * the bet's reference. A stake over the balance refuses the round (INSUFFICIENT_BALANCE) before
 * anything is written. Runs as a savepoint of the caller's transaction that records the round.
 * Returns the main wallet's balance after.
 */
export function chargeRound(
  db: Db,
  round: { memberId: number; stakeCents: number; winCents: number; gameName: string; reference: string; at: number },
): number {
  const { memberId, stakeCents, winCents, gameName, reference, at } = round;
  return writeTransaction(db, () => {
    const afterStake = post(db, {
      memberId,
      kind: 'bet',
      amountCents: -stakeCents,
      reason: text('ledger.bet', { game: gameName }),
      reference,
      at,
    });
    return winCents > 0
      ? post(db, {
          memberId,
          kind: 'win',
          amountCents: winCents,
          reason: text('ledger.win', { game: gameName }),
          reference,
          at,
        })
      : afterStake;
  });
}
