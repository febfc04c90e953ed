// @vitest-environment node
// One vocabulary (issue 25 item 2, DESIGN.md §3c): every CHECK list of a freshly migrated database
// equals the list of schemas/vocabulary.ts it stands for, which the contract's enums are built from.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import * as vocabulary from '../schemas/vocabulary.ts';
import { EXCLUSION_KINDS, LIMIT_KINDS, LIMIT_PERIODS } from '../schemas/compliance/profiles.ts';
import { migrate } from './migrations.ts';

/** Each CHECK list of the schema (table.column) and the vocabulary list it stands for. */
const CHECKED: Readonly<Record<string, readonly (string | number)[]>> = {
  'outbox.channel': vocabulary.CODE_CHANNELS,
  'launch_tokens.kind': vocabulary.LAUNCH_KINDS,
  'lottery_games.prize_mode': vocabulary.PRIZE_MODES,
  'content_banners.group_name': vocabulary.BANNER_GROUPS,
  'content_banners.linkage_type': vocabulary.BANNER_LINKAGES,
  'content_items.kind': vocabulary.CONTENT_ITEM_KINDS,
  'content_items.execution': vocabulary.POPUP_EXECUTIONS,
  'point_redemptions.status': vocabulary.REDEMPTION_STATUSES,
  'contracts.kind': vocabulary.CONTRACT_KINDS,
  'contracts.period': vocabulary.PERIOD_CODES,
  'contracts.status': vocabulary.CONTRACT_STATUSES,
  'feedback_images.type': vocabulary.IMAGE_TYPES,
  'withdrawal_proofs.type': vocabulary.IMAGE_TYPES,
  'ledger_entries.kind': vocabulary.LEDGER_KINDS,
  'deposits.kind': vocabulary.DEPOSIT_KINDS,
  'deposits.status': vocabulary.DEPOSIT_STATUSES,
  'withdrawals.status': vocabulary.WITHDRAWAL_STATUSES,
  'withdrawals.receipt': vocabulary.RECEIPT_STATES,
  'sessions.password_change': vocabulary.PASSWORD_CHANGE_REASONS,
  'rg_limits.kind': LIMIT_KINDS,
  'rg_limits.period': LIMIT_PERIODS,
  'rg_exclusions.kind': EXCLUSION_KINDS,
  // A flag, not a vocabulary: the account's own totals (1) or its team's (0).
  'team_hour_totals.own': [0, 1],
};

/** Every `CHECK (column IN (...))` of the database's tables, by table.column. */
function checkLists(db: Database.Database): Map<string, (string | number)[]> {
  const tables = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql IS NOT NULL").all() as {
    name: string;
    sql: string;
  }[];
  const lists = new Map<string, (string | number)[]>();
  for (const { name, sql } of tables) {
    for (const [, column, values] of sql.matchAll(/CHECK\s*\(\s*(\w+)\s+IN\s*\(([^)]*)\)\s*\)/gi)) {
      const parsed = (values ?? '')
        .split(',')
        .map((value) => value.trim())
        .map((value) => (/^'.*'$/.test(value) ? value.slice(1, -1) : Number(value)));
      lists.set(`${name}.${column}`, parsed);
    }
  }
  return lists;
}

describe("the vocabulary and the database's CHECK lists", () => {
  it('every CHECK list of a freshly migrated database equals the vocabulary list it stands for, and each is named here', () => {
    const db = new Database(':memory:');
    migrate(db);
    const lists = checkLists(db);
    expect([...lists.keys()].sort()).toEqual(Object.keys(CHECKED).sort());
    for (const [column, values] of lists) expect(values, column).toEqual([...(CHECKED[column] ?? [])]);
  });

  it("every game type is in exactly one product of the betting records' filter, and Lottery is both lottery types", () => {
    const covered = vocabulary.RECORD_PRODUCTS.flatMap((product) => vocabulary.RECORD_PRODUCT_GAME_TYPES[product]);
    expect([...covered].sort()).toEqual([...vocabulary.GAME_TYPES].sort());
    expect(vocabulary.RECORD_PRODUCT_GAME_TYPES.LOTTERY).toEqual(vocabulary.LOTTERY_GAME_TYPES);
  });
});
