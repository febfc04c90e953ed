import type { Db } from '../db.ts';
import type { GameRow } from './generate.ts';
import { multiplierFor } from './payouts.ts';
import { Prng } from './prng.ts';
import { TRIAL_TYPE } from '../services/accounts.ts';

const BETS_PER_MEMBER = 120;
const HISTORY_DAYS = 30;
const STAKES_CENTS = [100, 200, 500, 1000, 2000, 5000, 10000] as const;
/** Lottery rounds are not spins of the demo game: the history covers the casino types only. */
const HISTORY_TYPES = new Set(['RNG', 'LIVE', 'FISH', 'PVP', 'BGS']);

/**
 * A month of past rounds for every seeded (non-trial) account, so the winner board (CALL-54) and
 * the member's reports have data from the first start. Wins follow the demo game's pay table.
 */
export function seedBetHistory(db: Db, games: readonly GameRow[], now: number): void {
  const playable = games.filter((g) => HISTORY_TYPES.has(g.gameType));
  const members = db.prepare('SELECT id, brand, account FROM members WHERE type != ? ORDER BY id').all(TRIAL_TYPE) as {
    id: number; brand: string; account: string;
  }[];
  const insert = db.prepare(
    `INSERT INTO bets (member_id, brand, node_id, vendor, game_type, stake_cents, win_cents, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const member of members) {
    const random = new Prng(`bets:${member.brand}:${member.account}`);
    for (let i = 0; i < BETS_PER_MEMBER; i++) {
      const game = random.pick(playable);
      const stake = random.pick(STAKES_CENTS);
      const win = Math.round(stake * multiplierFor(random.next()));
      const at = now - Math.floor(random.next() * HISTORY_DAYS * 24 * 60 * 60 * 1000);
      insert.run(member.id, member.brand, game.nodeId, game.vendor, game.gameType, stake, win, at);
    }
  }
}
