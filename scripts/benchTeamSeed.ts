import type { Db } from '../server/db.ts';
import { BETS_TEAM_TRIGGER, REBUILD_TEAM_TOTALS } from '../server/team/tables.ts';

/** The benchmark's agent tree: one agent, 10 sub-agents, 100 below them, 1,000 below those, and members at the fifth level. */
export const TEAM_ACCOUNTS = 5_000;
export const TEAM_BETS = 1_000_000;
const FANOUT = 10;
const AGENT_LEVELS = 4;
const DAY_MS = 86_400_000;

/**
 * Writes the agent tree and a month of its bets straight into the bench's own database, in one
 * transaction. The bets go in as one INSERT … SELECT with the per-bet team trigger set aside, and
 * the team totals are then counted once from every bet, as the migration does
 * (server/team/tables.ts): the same rows the trigger would have written, in a fraction of the time.
 */
export function seedAgentTree(db: Db, brand: string, now: number): { agentId: number; accounts: number; bets: number } {
  const insertMember = db.prepare(
    `INSERT INTO members (brand, account, password_hash, type, nickname, created_at, first_login, parent_id)
     VALUES (?, ?, 'bench-no-login', ?, ?, ?, 0, ?)`,
  );
  let agentId = 0;
  db.transaction(() => {
    db.exec('CREATE TEMP TABLE bench_accounts (n INTEGER PRIMARY KEY, member_id INTEGER NOT NULL)');
    const remember = db.prepare('INSERT INTO bench_accounts (n, member_id) VALUES (?, ?)');
    let count = 0;
    const open = (account: string, type: number, parent: number | null, createdAt: number) => {
      const id = Number(
        insertMember.run(brand, account, type, account, new Date(createdAt).toISOString(), parent).lastInsertRowid,
      );
      remember.run(count++, id);
      return id;
    };
    agentId = open('benchtop', 1, null, now - 90 * DAY_MS);
    let level = [agentId];
    for (let depth = 1; depth < AGENT_LEVELS; depth++) {
      level = level.flatMap((parent, p) =>
        Array.from({ length: FANOUT }, (_, i) => open(`benchagent${depth}x${p}x${i}`, 2, parent, now - 60 * DAY_MS)),
      );
    }
    // Members fill the fifth level up to 5,000 accounts, spread over the last agents, some opened this month.
    const members = TEAM_ACCOUNTS - count;
    for (let i = 0; i < members; i++) open(`benchmember${i}`, 0, level[i % level.length]!, now - (i % 45) * DAY_MS);

    db.exec(`CREATE TEMP TABLE bench_games AS SELECT ROW_NUMBER() OVER (ORDER BY node_id) - 1 AS n, node_id, vendor, game_type
             FROM games WHERE game_type IN ('RNG', 'LIVE', 'FISH') LIMIT 200`);
    const games = (db.prepare('SELECT COUNT(*) AS n FROM temp.bench_games').get() as { n: number }).n;
    db.exec('DROP TRIGGER bets_team_hours');
    // Bets over the last 30 days from every account, spread evenly in time; every third one wins twice the stake.
    db.prepare(
      `WITH RECURSIVE seq (i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM seq WHERE i < ? - 1)
       INSERT INTO bets (member_id, brand, node_id, vendor, game_type, stake_cents, win_cents, created_at)
       SELECT a.member_id, ?, g.node_id, g.vendor, g.game_type, 100 * (1 + i % 50), CASE WHEN i % 3 = 0 THEN 200 * (1 + i % 50) ELSE 0 END,
         ? - ((i * 104729) % ?) * ? / ?
       FROM seq JOIN temp.bench_accounts a ON a.n = (i * 7919) % ? JOIN temp.bench_games g ON g.n = i % ?`,
    ).run(TEAM_BETS, brand, now, TEAM_BETS, 30 * DAY_MS, TEAM_BETS, count, games);
    db.exec(REBUILD_TEAM_TOTALS);
    db.exec(BETS_TEAM_TRIGGER);
    db.exec('DROP TABLE temp.bench_accounts; DROP TABLE temp.bench_games');
  })();
  return { agentId, accounts: TEAM_ACCOUNTS, bets: TEAM_BETS };
}
