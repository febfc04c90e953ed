import type { ResponseOf } from '../../schemas/api/index.ts';
import type { Db } from '../db.ts';
import { maskAccount } from '../services/text.ts';
import type { ContentLanguage } from './languages.ts';

/** Mission statuses a member can act on now (UNSPEC-04): the badge counts rewards ready to claim. */
const READY_TO_CLAIM = 'claim';
/** A mission nobody has started yet (UNSPEC-04). */
const NOT_STARTED = 'join';
const LEADERBOARD_SIZE = 10;

export function missionSummary(db: Db, brand: string, memberId: number, language: ContentLanguage): ResponseOf<'missionSummary'> {
  const missions = db
    .prepare(
      `SELECT m.id, m.title, m.target, COALESCE(p.progress, 0) AS progress, COALESCE(p.status, ?) AS status
       FROM missions m LEFT JOIN mission_progress p ON p.mission_id = m.id AND p.member_id = ?
       WHERE m.brand = ? AND m.language = ? ORDER BY m.sort`,
    )
    .all(NOT_STARTED, memberId, brand, language) as { id: string; title: string; target: number; progress: number; status: string }[];
  return {
    missionLeaderboard: missions.filter((mission) => mission.status === READY_TO_CLAIM).length,
    missions: missions.map((mission) => ({ ...mission, progress: Math.min(mission.progress, mission.target) })),
  };
}

export function missionLeaderboard(db: Db, brand: string): ResponseOf<'missionLeaderboard'> {
  const rows = db
    .prepare('SELECT account, score FROM mission_scores WHERE brand = ? ORDER BY score DESC, account LIMIT ?')
    .all(brand, LEADERBOARD_SIZE) as { account: string; score: number }[];
  return rows.map((row, index) => ({ rank: index + 1, account: maskAccount(row.account), score: row.score }));
}
