import type { PlatformBrand } from '../brands.ts';
import type { Db } from '../db.ts';
import { writePastRounds, type PastRound } from '../money/seedHistory.ts';
import { DEMO_ACCOUNTS } from '../seed/accounts.ts';
import { TRIAL_TYPE } from '../services/roles.ts';
import { multiplierFor } from './payouts.ts';
import { Prng } from './prng.ts';

const BETS_PER_MEMBER = 120;
/** What a returning player's lists hold from the first start (HOME-09, MYGAME-05, MYGAME-06). */
const RECENT_PER_MEMBER = 6;
const FAVOURITES_PER_MEMBER = 8;
const HISTORY_DAYS = 30;
const STAKES_CENTS = [100, 200, 500, 1000, 2000, 5000, 10000] as const;
/** Lottery rounds are not spins of the demo game: the history covers the casino types only. */
const HISTORY_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'BGS'] as const;

interface PlayableGame {
  node_id: number;
  vendor: string;
  game_type: string;
  name: string;
}

/**
 * A month of past rounds for every (non-trial) account of one brand, so the winner board (CALL-54)
 * and the member's reports have data from the first start. Wins follow the demo game's pay table.
 * Runs after the brand's accounts and the catalogue are seeded; each account's rounds depend only
 * on the brand and account, so a brand seeded later gets the same history as on a fresh start.
 */
export function seedBrandHistory(db: Db, brand: PlatformBrand, now = Date.now()): void {
  const playable = db
    .prepare(
      `SELECT node_id, vendor, game_type, name FROM games WHERE game_type IN (${HISTORY_TYPES.map(() => '?').join(', ')}) ORDER BY node_id`,
    )
    .all(...HISTORY_TYPES) as PlayableGame[];
  const members = db
    .prepare('SELECT id, account FROM members WHERE brand = ? AND type != ? ORDER BY id')
    .all(brand.id, TRIAL_TYPE) as {
    id: number;
    account: string;
  }[];
  const insert = db.prepare(
    `INSERT INTO bets (member_id, brand, node_id, vendor, game_type, stake_cents, win_cents, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const member of members) {
    const rounds: Round[] = [];
    if (playable.length > 0) {
      const random = new Prng(`bets:${brand.id}:${member.account}`);
      for (let i = 0; i < BETS_PER_MEMBER; i++) {
        const game = random.pick(playable);
        const stake = random.pick(STAKES_CENTS);
        const win = Math.round(stake * multiplierFor(random.next()));
        const at = now - Math.floor(random.next() * HISTORY_DAYS * 24 * 60 * 60 * 1000);
        rounds.push({ game, gameName: game.name, stakeCents: stake, winCents: win, at });
      }
    }
    rounds.sort((a, b) => a.at - b.at);
    const target = DEMO_ACCOUNTS.find((a) => a.account === member.account)?.balance ?? 0;
    // The rounds' money goes through server/money, which writes it as the account's ledger rows.
    writePastRounds(db, member.id, rounds, target, now, ({ game, stakeCents, winCents, at }) =>
      Number(
        insert.run(member.id, brand.id, game.node_id, game.vendor, game.game_type, stakeCents, winCents, at)
          .lastInsertRowid,
      ),
    );
    if (rounds.length > 0) seedPlayedLists(db, member.id, now);
  }
}

interface Round extends PastRound {
  game: PlayableGame;
}

/** The games a member played last become their recent games, and some of them favourites. */
function seedPlayedLists(db: Db, memberId: number, now: number): void {
  const played = db
    .prepare('SELECT node_id FROM bets WHERE member_id = ? GROUP BY node_id ORDER BY MAX(created_at) DESC LIMIT ?')
    .all(memberId, Math.max(RECENT_PER_MEMBER, FAVOURITES_PER_MEMBER)) as { node_id: number }[];
  const recent = db.prepare('INSERT OR IGNORE INTO recent_games (member_id, node_id, played_at) VALUES (?, ?, ?)');
  // Oldest first, so the newest gets the highest id (recent games are listed by id).
  played
    .slice(0, RECENT_PER_MEMBER)
    .reverse()
    .forEach((game, index) => recent.run(memberId, game.node_id, now - (RECENT_PER_MEMBER - index) * 60_000));
  const favourite = db.prepare(
    'INSERT OR IGNORE INTO favourite_games (member_id, node_id, added_seq) VALUES (?, ?, ?)',
  );
  played
    .slice(0, FAVOURITES_PER_MEMBER)
    .forEach((game, index) => favourite.run(memberId, game.node_id, FAVOURITES_PER_MEMBER - index));
}
