import type { ResponseOf } from '../../schemas/api/index.ts';
import { statement, writeTransaction, type Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import { maskAccount } from '../services/text.ts';
import { formatMoney } from '../money/format.ts';
import type { ContentLanguage } from './languages.ts';
import { payReward, titlesOf } from './rewards.ts';
import { text } from '../texts/index.ts';

/** Mission statuses a member can act on now (UNSPEC-04): the badge counts rewards ready to claim. */
const READY_TO_CLAIM = 'claim';
/** A mission nobody has started yet (UNSPEC-04). */
const NOT_STARTED = 'join';
const LEADERBOARD_SIZE = 10;

interface MissionRow {
  id: string;
  title: string;
  target: number;
  progress: number;
  status: string;
  reward_cents: number;
}

function missionRows(
  db: Db,
  brand: string,
  memberId: number,
  language: ContentLanguage,
  missionId?: string,
): MissionRow[] {
  return db
    .prepare(
      `SELECT m.id, m.title, m.target, m.reward_cents, COALESCE(p.progress, 0) AS progress, COALESCE(p.status, ?) AS status
       FROM missions m LEFT JOIN mission_progress p ON p.mission_id = m.id AND p.member_id = ?
       WHERE m.brand = ? AND m.language = ? ${missionId === undefined ? '' : 'AND m.id = ?'} ORDER BY m.sort`,
    )
    .all(NOT_STARTED, memberId, brand, language, ...(missionId === undefined ? [] : [missionId])) as MissionRow[];
}

/** Missions ready to claim: the missionLeaderboard page's red badge (MC-16, CALL-29). */
export function missionsToClaim(db: Db, brand: string, memberId: number): number {
  const row = statement(
    db,
    `SELECT COUNT(DISTINCT p.mission_id) AS n FROM mission_progress p JOIN missions m ON m.id = p.mission_id AND m.brand = ? WHERE p.member_id = ? AND p.status = ?`,
  ).get(brand, memberId, READY_TO_CLAIM) as { n: number };
  return row.n;
}

export function missionSummary(
  db: Db,
  brand: string,
  memberId: number,
  language: ContentLanguage,
): ResponseOf<'missionSummary'> {
  const missions = missionRows(db, brand, memberId, language);
  return {
    missionLeaderboard: missions.filter((mission) => mission.status === READY_TO_CLAIM).length,
    missions: missions.map(({ reward_cents: rewardCents, ...mission }) => ({
      ...mission,
      progress: Math.min(mission.progress, mission.target),
      ...(rewardCents > 0 ? { reward: formatMoney(rewardCents) } : {}),
    })),
  };
}

/**
 * Pays a completed mission's reward into the main wallet (CALL-122, MC-13): the progress row moves
 * from claim to claimed and the ledger is written in one transaction, so the reward is paid once
 * however many claims arrive; the later ones are told it was already claimed.
 */
export function claimMission(
  db: Db,
  target: { brand: string; memberId: number; language: ContentLanguage },
  missionId: string,
  now: number,
): ResponseOf<'claimMission'> {
  const { brand, memberId, language } = target;
  return writeTransaction(db, () => {
    const mission = missionRows(db, brand, memberId, language, missionId)[0];
    if (!mission) throw new PlatformError('REWARD_UNAVAILABLE', text('error.missionGone'));
    if (mission.status === 'claimed')
      throw new PlatformError('ALREADY_CLAIMED', text('error.alreadyClaimed', { title: mission.title }));
    if (mission.status !== READY_TO_CLAIM) {
      throw new PlatformError(
        'REWARD_UNAVAILABLE',
        text('error.missionIncomplete', {
          title: mission.title,
          progress: Math.min(mission.progress, mission.target),
          target: mission.target,
        }),
      );
    }
    const moved = statement(
      db,
      `UPDATE mission_progress SET status = 'claimed', claimed_at = ? WHERE member_id = ? AND mission_id = ? AND status = ?`,
    ).run(now, memberId, missionId, READY_TO_CLAIM);
    if (moved.changes !== 1)
      throw new PlatformError('ALREADY_CLAIMED', text('error.alreadyClaimed', { title: mission.title }));
    return payReward(db, language, {
      memberId,
      cents: mission.reward_cents,
      titles: titlesOf(db, 'SELECT language, title FROM missions WHERE brand = ? AND id = ?', [brand, missionId]),
      reference: `MS-${missionId}`,
      at: now,
    });
  });
}

/**
 * A member's progress in a mission, as the game rounds report it (`npm run admin -- mission …`):
 * reaching the target makes the reward ready to claim; a claimed mission stays claimed.
 */
export function recordMissionProgress(
  db: Db,
  brand: string,
  memberId: number,
  missionId: string,
  progress: number,
): string {
  const mission = statement(db, 'SELECT target FROM missions WHERE brand = ? AND id = ? LIMIT 1').get(
    brand,
    missionId,
  ) as { target: number } | undefined;
  if (!mission) throw new PlatformError('NOT_FOUND', text('error.noMission', { mission: missionId, brand }));
  if (!Number.isSafeInteger(progress) || progress < 0)
    throw new PlatformError('VALIDATION_FAILED', text('error.progressWhole'));
  const status = progress >= mission.target ? READY_TO_CLAIM : 'signed';
  statement(
    db,
    `INSERT INTO mission_progress (member_id, mission_id, progress, status) VALUES (?, ?, ?, ?)
     ON CONFLICT(member_id, mission_id) DO UPDATE SET progress = excluded.progress, status = excluded.status WHERE mission_progress.status != 'claimed'`,
  ).run(memberId, missionId, progress, status);
  return status;
}

export function missionLeaderboard(db: Db, brand: string): ResponseOf<'missionLeaderboard'> {
  const rows = db
    .prepare('SELECT account, score FROM mission_scores WHERE brand = ? ORDER BY score DESC, account LIMIT ?')
    .all(brand, LEADERBOARD_SIZE) as { account: string; score: number }[];
  return rows.map((row, index) => ({ rank: index + 1, account: maskAccount(row.account), score: row.score }));
}
