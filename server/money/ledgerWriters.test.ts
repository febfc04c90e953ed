// @vitest-environment node
// Issue 24 items 5 and 9, held on the source itself:
// - money moves in one place: no module outside server/money/ writes the ledger, the kept balances or
//   the records of money moved, nor calls post() (the one writer of a ledger row);
// - every write transaction starts as a writer (BEGIN IMMEDIATE, db.ts's writeTransaction): a deferred
//   one upgrades its lock when it first writes and fails at once if another process wrote meanwhile.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDb } from '../db.ts';

const ROOT = process.cwd();

/** Tables whose rows are money moved or held: the ledger, the kept balances, and the record of each movement. */
const LEDGER_TABLES = [
  'ledger_entries',
  'vendor_wallets',
  'wallet_transfers',
  'upline_transfers',
  'downline_transfers',
  'deposits',
  'withdrawals',
  'contract_settlements',
  'referral_rewards',
  'rebate_claims',
] as const;

/** Source files (tests aside: their fixtures may write anything) under these folders, as paths from the root. */
function sources(...folders: string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(path);
      } else if (/\.(ts|mts|mjs)$/.test(entry.name) && !/\.test\.\w+$/.test(entry.name)) {
        found.push(relative(ROOT, path).split(sep).join('/'));
      }
    }
  };
  for (const folder of folders) walk(join(ROOT, folder));
  return found;
}

const WRITE = String.raw`\b(?:INSERT(?:\s+OR\s+\w+)?\s+INTO|REPLACE\s+INTO|UPDATE(?:\s+OR\s+\w+)?|DELETE\s+FROM)\s+["\x60]?`;

/** What a piece of source does to money that only server/money may do, one line each. */
export function ledgerWrites(source: string): string[] {
  const found: string[] = [];
  for (const table of LEDGER_TABLES) {
    for (const match of source.matchAll(new RegExp(`${WRITE}${table}\\b`, 'gi')))
      found.push(`writes ${table}: ${match[0].replace(/\s+/g, ' ')}`);
  }
  // The main wallet's kept balance is a column of members: set only beside its ledger row.
  if (/\bUPDATE(?:\s+OR\s+\w+)?\s+members\s+SET\b[^'"`;]*\bbalance_cents\s*=/i.test(source))
    found.push('sets members.balance_cents');
  if (/\bINSERT(?:\s+OR\s+\w+)?\s+INTO\s+members\s*\([^)]*\bbalance_cents\b/i.test(source))
    found.push('inserts members.balance_cents');
  // post() writes a ledger row; outside server/money a money operation is called instead.
  if (/import\s*\{[^}]*\bpost\b[^}]*\}\s*from\s*['"][^'"]*money\/ledger(?:\.ts)?['"]/.test(source))
    found.push('imports post() from the ledger');
  return found;
}

/** Where the text opened at `open` (just after a "(") closes, skipping strings and comments. */
function closingParen(source: string, open: number): number {
  let depth = 1;
  let quote: string | null = null;
  for (let i = open; i < source.length; i++) {
    const c = source[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (source.startsWith('//', i)) i = source.indexOf('\n', i) === -1 ? source.length : source.indexOf('\n', i);
    else if (source.startsWith('/*', i))
      i = source.indexOf('*/', i) === -1 ? source.length : source.indexOf('*/', i) + 1;
    else if (c === "'" || c === '"' || c === '`') quote = c;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return source.length;
}

/**
 * Transactions in a piece of source that start deferred: `db.transaction(fn)()` (the default mode,
 * DEFERRED), or a transaction function kept in a variable and called plainly. `.immediate()` is a
 * writer; `.deferred()` is written out only for read-only snapshots.
 */
export function deferredTransactions(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/(?:(?:const|let)\s+(\w+)\s*=\s*)?\b\w+\.transaction\(/g)) {
    const after = source.slice(closingParen(source, match.index + match[0].length) + 1);
    const line = source.slice(0, match.index).split('\n').length;
    if (/^\s*\.(immediate|deferred)\(/.test(after)) continue;
    const name = match[1];
    if (
      name
        ? new RegExp(`\\b${name}\\s*\\(`).test(after) || !new RegExp(`\\b${name}\\.(immediate|deferred)\\(`).test(after)
        : true
    ) {
      found.push(`line ${line}: ${match[0].trim()}`);
    }
  }
  return found;
}

describe('money moves only in server/money (issue 24, item 9)', () => {
  it.each([
    ["statement(db, 'INSERT INTO ledger_entries (member_id) VALUES (?)')", /writes ledger_entries/],
    ['db.prepare(`UPDATE\n  vendor_wallets SET balance_cents = 0`)', /writes vendor_wallets/],
    ["db.prepare('INSERT OR IGNORE INTO referral_rewards (inviter_id) VALUES (?)')", /writes referral_rewards/],
    ["db.prepare('DELETE FROM withdrawals WHERE id = ?')", /writes withdrawals/],
    ["db.prepare('UPDATE members SET nickname = ?, balance_cents = ? WHERE id = ?')", /sets members.balance_cents/],
    [
      "db.prepare('INSERT INTO members (brand, account, balance_cents) VALUES (?, ?, ?)')",
      /inserts members.balance_cents/,
    ],
    ["import { post, walletBalanceCents } from '../money/ledger.ts';", /imports post/],
  ])('the rule sees %s', (source, found) => {
    expect(ledgerWrites(source).join('\n')).toMatch(found);
  });

  it.each([
    "db.prepare('SELECT balance_cents FROM members WHERE id = ?')",
    "db.prepare('UPDATE members SET language = ? WHERE id = ?'); const sum = 'SUM(balance_cents)';",
    "import { walletBalanceCents, MAIN } from '../money/ledger.ts';",
    "db.prepare('SELECT * FROM deposits WHERE member_id = ?')",
  ])('the rule lets %s be', (source) => {
    expect(ledgerWrites(source)).toEqual([]);
  });

  it('names tables that exist', () => {
    const db = openDb(':memory:');
    const tables = new Set(
      (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map(
        (row) => row.name,
      ),
    );
    db.close();
    expect(LEDGER_TABLES.filter((table) => !tables.has(table))).toEqual([]);
  });

  it('no module outside server/money writes the ledger, a balance or a money record, seeds included', () => {
    // The migrations are the schema's history: their SQL made the ledger and carried balances held
    // before it into its first rows (migrations 7 and 16), before any money moved through server/money.
    const offenders = sources('server', 'scripts')
      .filter((file) => !file.startsWith('server/money/') && file !== 'server/migrations.ts')
      .flatMap((file) => ledgerWrites(readFileSync(join(ROOT, file), 'utf8')).map((what) => `${file}: ${what}`));
    expect(offenders).toEqual([]);
  });
});

describe('every write transaction starts as a writer (issue 24, item 5)', () => {
  it.each([
    ['return db.transaction(() => {\n  work();\n})();', 1],
    ['const work = db.transaction(() => 1);\nreturn work();', 1],
    ['return db.transaction(() => f(")"))();', 1],
    ["return db.transaction(() => {\n  // the member's (first) try\n  return 1;\n}).immediate();", 0],
    ['return db.transaction(() => 1).immediate();', 0],
    ['const read = db.transaction(() => 1);\nreturn read.deferred();', 0],
  ])('the rule counts %s as %i deferred', (source, count) => {
    expect(deferredTransactions(source)).toHaveLength(count);
  });

  it('the server opens no deferred transaction (db.ts writeTransaction, or .immediate())', () => {
    const offenders = sources('server').flatMap((file) =>
      deferredTransactions(readFileSync(join(ROOT, file), 'utf8')).map((what) => `${file}: ${what}`),
    );
    expect(offenders).toEqual([]);
  });
});
