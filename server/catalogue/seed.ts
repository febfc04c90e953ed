import type { Db } from '../db.ts';
import { generateCatalogue } from './generate.ts';

export { seedBrandHistory } from './seedBets.ts';

/**
 * Writes the generated catalogue, the same for every brand: vendors, categories, ≥ 10,000 games,
 * the name-search index and the lottery games. The caller runs it once, inside a transaction
 * (10,000 inserts outside one would take seconds). The catalogue is only ever written here, so the
 * search index is built once, after the games.
 */
export function seedCatalogue(db: Db): void {
  const catalogue = generateCatalogue();
  const insertVendor = db.prepare('INSERT INTO vendors (code, name, sort) VALUES (?, ?, ?)');
  const insertCategory = db.prepare(
    'INSERT INTO vendor_categories (vendor, game_type, sort, opens_popup, node_id) VALUES (?, ?, ?, ?, ?)',
  );
  const insertGame = db.prepare(
    `INSERT INTO games (node_id, vendor, game_type, game_classify, game_code, name, is_hot, is_new, release_seq, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertLottery = db.prepare(
    'INSERT INTO lottery_games (game_code, prize_mode, name, area, draw_format, draw_minute_utc, sort) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );

  for (const v of catalogue.vendors) insertVendor.run(v.code, v.name, v.sort);
  for (const c of catalogue.categories) insertCategory.run(c.vendor, c.gameType, c.sort, c.opensPopup, c.nodeId);
  for (const g of catalogue.games) {
    insertGame.run(
      g.nodeId,
      g.vendor,
      g.gameType,
      g.gameClassify,
      g.gameCode,
      g.name,
      g.isHot,
      g.isNew,
      g.releaseSeq,
      g.sort,
    );
  }
  db.prepare("INSERT INTO games_name_search (games_name_search) VALUES ('rebuild')").run();
  catalogue.lotteries.forEach((l, i) =>
    insertLottery.run(l.gameCode, l.prizeMode, l.name, l.area, l.format, l.drawMinuteUtc, i + 1),
  );
}
