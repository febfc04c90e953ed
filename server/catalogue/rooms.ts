import { statement, type Db } from '../db.ts';
import { type GameDbRow, GAME_COLUMNS } from './gameRows.ts';
import { hashString, Prng } from './prng.ts';

export type LiveRoom = {
  roomId: string;
  name: string;
  players: number;
  dealer: string;
};

const DEALERS = [
  'Anna',
  'Mai',
  'Linh',
  'Sofia',
  'Chloe',
  'Nina',
  'Hana',
  'Lucas',
  'Minh',
  'Daniel',
  'Grace',
  'Yuki',
  'Thảo',
  'Elena',
] as const;
/** Without a game code the list shows the vendor's first tables only. */
const MAX_ROOMS = 24;
const TABLE_LETTERS = ['A', 'B', 'C'] as const;

/**
 * Live rooms (CALL-55, UNSPEC-27): one to three tables per live game of the vendor. Rooms and
 * dealers are fixed per game; the player count moves with the hour, as a live lobby would.
 */
export function liveRooms(db: Db, vendor: string, gameCode: string | undefined, now: number): LiveRoom[] {
  const games = (
    gameCode
      ? statement(
          db,
          `SELECT ${GAME_COLUMNS} FROM games g WHERE g.vendor = ? AND g.game_type = 'LIVE' AND g.game_code = ?`,
        ).all(vendor, gameCode)
      : statement(
          db,
          `SELECT ${GAME_COLUMNS} FROM games g WHERE g.vendor = ? AND g.game_type = 'LIVE' ORDER BY g.sort, g.name LIMIT ?`,
        ).all(vendor, MAX_ROOMS)
  ) as GameDbRow[];
  const hour = Math.floor(now / 3_600_000);
  const rooms: LiveRoom[] = [];
  for (const game of games) {
    const random = new Prng(`rooms:${vendor}:${game.game_code}`);
    const tables = random.int(1, TABLE_LETTERS.length);
    for (let t = 0; t < tables && rooms.length < MAX_ROOMS; t++) {
      const letter = TABLE_LETTERS[t] ?? 'A';
      const roomId = `${vendor}-${game.node_id}-${letter}`;
      rooms.push({
        roomId,
        name: `${game.name} ${letter}`,
        dealer: random.pick(DEALERS),
        players: hashString(`${roomId}:${hour}`) % 300,
      });
    }
  }
  return rooms;
}
