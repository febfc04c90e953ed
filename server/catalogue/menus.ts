import { statement, type Db } from '../db.ts';
import { GAME_TYPES } from './gameTypes.ts';
import { vendorLogoUrl } from './gameRows.ts';

interface CategoryRow {
  game_type: string;
  vendor: string;
  name: string;
  opens_popup: number;
  node_id: string;
}

function categoryRows(db: Db): CategoryRow[] {
  return statement(
    db,
    `SELECT c.game_type, c.vendor, v.name, c.opens_popup, c.node_id
     FROM vendor_categories c JOIN vendors v ON v.code = c.vendor ORDER BY c.sort, c.vendor`,
  ).all() as CategoryRow[];
}

/** Game types in menu order, each with its vendors' rows; types without vendors are left out. */
function byGameType(db: Db): { gameType: string; name: string; sort: number; rows: CategoryRow[] }[] {
  const rows = categoryRows(db);
  return GAME_TYPES.map((type, index) => ({
    gameType: type.code,
    name: type.name,
    sort: index + 1,
    rows: rows.filter((r) => r.game_type === type.code),
  })).filter((menu) => menu.rows.length > 0);
}

/** Game menus (CALL-42): one per game type with the codes of its vendors. */
export function gameMenus(db: Db): { gameType: string; name: string; vendors: string[]; sort: number }[] {
  return byGameType(db).map(({ gameType, name, sort, rows }) => ({
    gameType,
    name,
    sort,
    vendors: rows.map((r) => r.vendor),
  }));
}

/**
 * Vendor groups (CALL-52): per category, its vendors; isGame 'VASSALAGE' marks a vendor that
 * opens its game list in a popup (GAME-06), 'GAME' one whose single game starts directly.
 */
export function vendorGroups(
  db: Db,
  origin: string,
): {
  gameCategory: string;
  vendors: { vassalage: string; name: string; isGame: string; nodeId: string; logo: string }[];
}[] {
  return byGameType(db).map(({ gameType, rows }) => ({
    gameCategory: gameType,
    vendors: rows.map((r) => ({
      vassalage: r.vendor,
      name: r.name,
      isGame: r.opens_popup ? 'VASSALAGE' : 'GAME',
      nodeId: r.node_id,
      logo: vendorLogoUrl(origin, r.vendor),
    })),
  }));
}
