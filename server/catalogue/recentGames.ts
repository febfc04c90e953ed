import { statement, writeTransaction, type Db } from '../db.ts';
import { keepNewest } from './keepNewest.ts';

/** A member's recent list keeps this many games; older ones drop off. */
export const RECENT_GAMES_KEPT = 100;

/** Records a launch: the game moves to the top of the member's recent games (no duplicates). */
export function recordRecentGame(db: Db, memberId: number, nodeId: number, now: number): void {
  writeTransaction(db, () => {
    // REPLACE deletes the old row, so the game gets a new, highest id: newest first by id.
    statement(db, 'INSERT OR REPLACE INTO recent_games (member_id, node_id, played_at) VALUES (?, ?, ?)').run(
      memberId,
      nodeId,
      now,
    );
    keepNewest(db, 'recent_games', memberId, RECENT_GAMES_KEPT);
  });
}
