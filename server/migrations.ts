import type Database from 'better-sqlite3';
import { CATALOGUE_TABLES } from './catalogue/tables.ts';
import { CONTENT_TABLES } from './content/tables.ts';
import { CONTRACT_SETTLEMENT_TABLES, ledgerWithIncomeKinds, MONEY_TABLES } from './money/tables.ts';
import { LEDGER_TEAM_TRIGGER, TEAM_TABLES } from './team/tables.ts';

/** Numbered schema migrations; each runs once, in its own transaction. */
export const MIGRATIONS: readonly { id: number; sql: string }[] = [
  {
    id: 1,
    sql: `
      CREATE TABLE members (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        brand TEXT NOT NULL,
        account TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        type INTEGER NOT NULL DEFAULT 0,
        nickname TEXT,
        mobile TEXT,
        email TEXT,
        created_at TEXT NOT NULL,
        first_login INTEGER NOT NULL DEFAULT 1,
        password_changed_at TEXT
      );
      CREATE UNIQUE INDEX members_brand_account ON members (brand, account);
      CREATE TABLE sessions (
        token TEXT PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE login_attempts (
        brand TEXT NOT NULL,
        account TEXT NOT NULL,
        failures INTEGER NOT NULL DEFAULT 0,
        locked_until INTEGER,
        captcha_required INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (brand, account)
      );
      CREATE TABLE captchas (
        id TEXT PRIMARY KEY,
        answer TEXT NOT NULL,
        client_ip TEXT,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
    `,
  },
  {
    id: 2,
    sql: `
      ALTER TABLE members ADD COLUMN balance_cents INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE members ADD COLUMN payment_password_hash TEXT;
      ALTER TABLE members ADD COLUMN language TEXT;
      ALTER TABLE members ADD COLUMN parent_id INTEGER REFERENCES members(id);
      ALTER TABLE members ADD COLUMN vip_rank INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE members ADD COLUMN country_code TEXT;
      ALTER TABLE members ADD COLUMN payee_name TEXT;
      ALTER TABLE members ADD COLUMN affiliate_code TEXT;
      ALTER TABLE members ADD COLUMN password_expired INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE login_attempts ADD COLUMN updated_at INTEGER NOT NULL DEFAULT 0;
      CREATE UNIQUE INDEX members_brand_mobile ON members (brand, country_code, mobile) WHERE mobile IS NOT NULL;
      CREATE INDEX members_parent ON members (parent_id);
      CREATE TABLE sms_codes (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        brand TEXT NOT NULL,
        phone TEXT NOT NULL,
        purpose TEXT NOT NULL,
        code TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used INTEGER NOT NULL DEFAULT 0,
        attempts INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX sms_codes_phone ON sms_codes (brand, phone, created_at);
      CREATE TABLE rate_limits (
        key TEXT PRIMARY KEY,
        count INTEGER NOT NULL,
        window_start INTEGER NOT NULL,
        locked_until INTEGER
      );
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        brand TEXT NOT NULL,
        channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
        recipient TEXT NOT NULL,
        subject TEXT,
        body TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
    `,
  },
  { id: 3, sql: CATALOGUE_TABLES },
  { id: 4, sql: CONTENT_TABLES },
  {
    // Issue 9: spent challenges (UNSPEC-35), login failures per account and address, known
    // addresses and login verification (AUTH-15), authenticators, third-party identities (AUTH-13).
    id: 5,
    sql: `
      CREATE TABLE spent_challenges (
        nonce TEXT PRIMARY KEY,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE login_failures (
        brand TEXT NOT NULL,
        account TEXT NOT NULL,
        ip TEXT NOT NULL,
        known INTEGER NOT NULL,
        failures INTEGER NOT NULL,
        last_at INTEGER NOT NULL,
        PRIMARY KEY (brand, account, ip)
      );
      CREATE INDEX login_failures_ip ON login_failures (ip, last_at);
      CREATE TABLE known_addresses (
        member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        ip TEXT NOT NULL,
        first_seen INTEGER NOT NULL,
        last_seen INTEGER NOT NULL,
        PRIMARY KEY (member_id, ip)
      );
      CREATE TABLE login_verifications (
        ticket TEXT PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        ip TEXT NOT NULL,
        methods TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        method TEXT,
        code TEXT,
        code_expires_at INTEGER,
        sent_at INTEGER,
        sends INTEGER NOT NULL DEFAULT 0,
        attempts INTEGER NOT NULL DEFAULT 0,
        used INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE member_authenticators (
        member_id INTEGER PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
        secret TEXT,
        pending_secret TEXT,
        confirmed_at INTEGER,
        last_step INTEGER
      );
      CREATE TABLE member_identities (
        brand TEXT NOT NULL,
        provider TEXT NOT NULL,
        subject TEXT NOT NULL,
        member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (brand, provider, subject)
      );
      INSERT OR IGNORE INTO known_addresses (member_id, ip, first_seen, last_seen)
        SELECT m.id, a.ip, 0, 0 FROM members m, (SELECT '127.0.0.1' AS ip UNION ALL SELECT '::1') a
        WHERE m.account IN ('demo_member', 'demo_agent', 'agent_down1', 'player_down1', 'player_down2');
    `,
  },
  {
    // Issue 14: rate limits keep each attempt until its window has passed (a sliding window), so
    // a lock ending never gives the count back.
    id: 6,
    sql: `
      CREATE TABLE rate_limit_hits (
        key TEXT NOT NULL,
        at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX rate_limit_hits_key ON rate_limit_hits (key, at);
      CREATE INDEX rate_limit_hits_expiry ON rate_limit_hits (expires_at);
    `,
  },
  { id: 7, sql: MONEY_TABLES },
  {
    // Issue 13: a launch keeps the language its demo game or lottery page speaks (I18N-06);
    // launches made before have none and are shown in English.
    id: 8,
    sql: 'ALTER TABLE launch_tokens ADD COLUMN language TEXT',
  },
  // Issue 17: the agent team's upline paths and hourly team totals (AG-02, AG-04..08).
  { id: 10, sql: TEAM_TABLES },
  {
    // Issue 16: the operator's reply to a member's feedback (MC-20), shown beside it.
    id: 25,
    sql: `
      ALTER TABLE feedback ADD COLUMN reply TEXT;
      ALTER TABLE feedback ADD COLUMN replied_at INTEGER;
      CREATE INDEX feedback_member ON feedback (member_id, created_at);
    `,
  },
  {
    // Issue 16: the reward centre (MC-11), mission rewards (MC-13) and the manual rebate (MC-15).
    id: 30,
    sql: `
      -- What claiming a promotion pays, and its status for members who have no entry yet (UNSPEC-04).
      CREATE TABLE promotion_offers (
        brand TEXT NOT NULL,
        promotion_id TEXT NOT NULL,
        bonus_cents INTEGER NOT NULL DEFAULT 0 CHECK (bonus_cents >= 0),
        default_status TEXT NOT NULL DEFAULT 'join',
        PRIMARY KEY (brand, promotion_id)
      );
      -- One member's place in one promotion; amount_cents is what a claim pays (or paid).
      CREATE TABLE promotion_entries (
        member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        brand TEXT NOT NULL,
        promotion_id TEXT NOT NULL,
        status TEXT NOT NULL,
        amount_cents INTEGER NOT NULL DEFAULT 0 CHECK (amount_cents >= 0),
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (member_id, promotion_id)
      );
      ALTER TABLE missions ADD COLUMN reward_cents INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE mission_progress ADD COLUMN claimed_at INTEGER;
      -- Each manual rebate claim covers the member's bets up to through_bet_id (MC-15).
      CREATE TABLE rebate_claims (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        through_bet_id INTEGER NOT NULL,
        stake_cents INTEGER NOT NULL,
        amount_cents INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (member_id, through_bet_id)
      );
    `,
  },
  {
    // Issue 16: a member's invitation code shares the affiliate codes' column (one code field at
    // registration), so codes are unique per brand; who invited whom and what each friend earned the
    // inviter (MC-12); the brand's mirror sites (MC-23).
    id: 20,
    sql: `
      CREATE UNIQUE INDEX members_brand_affiliate_code ON members (brand, affiliate_code) WHERE affiliate_code IS NOT NULL;
      ALTER TABLE members ADD COLUMN referred_by INTEGER REFERENCES members(id);
      CREATE INDEX members_referred_by ON members (referred_by) WHERE referred_by IS NOT NULL;
      CREATE TABLE referral_rewards (
        inviter_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        friend_id INTEGER PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
        amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
        created_at INTEGER NOT NULL
      );
      CREATE TABLE mirror_sites (
        brand TEXT NOT NULL,
        url TEXT NOT NULL,
        sort INTEGER NOT NULL,
        PRIMARY KEY (brand, url)
      );
    `,
  },
  // Issue 17: contract terms and settlements, transfers to a downline.
  { id: 15, sql: CONTRACT_SETTLEMENT_TABLES },
  // Issue 17: the ledger takes the income kinds settlements write, so my income shows them (AG-07).
  { id: 16, sql: ledgerWithIncomeKinds(LEDGER_TEAM_TRIGGER) },
  {
    // Issue 24: a session opened with a password the member must change first (AUTH-05, AUTH-06)
    // may do nothing else until it is changed; the session says why. members.password_expired tells
    // who set the password: 0 the member, 1 the platform (an e-mail reset), 2 whoever opened the
    // account (an agent, AG-03); accounts an agent opened before are those still on the password
    // they were opened with.
    id: 31,
    sql: `
      ALTER TABLE sessions ADD COLUMN password_change TEXT CHECK (password_change IN ('firstLogin', 'expired'));
      UPDATE members SET password_expired = 2 WHERE password_expired = 1 AND parent_id IS NOT NULL AND password_changed_at = created_at;
    `,
  },
  {
    // Issue 24: mobile numbers are stored as national numbers, without the trunk prefix's leading
    // zeros (0123456789 is 123456789), as the SMS limits count them and sign-ups and logins find
    // them. Where two accounts already share one number that way, the one typed with the zero
    // keeps it (OR IGNORE): the unique index allows one account per number.
    id: 32,
    sql: `
      UPDATE OR IGNORE members SET mobile = ltrim(mobile, '0') WHERE mobile LIKE '0%' AND ltrim(mobile, '0') <> '';
    `,
  },
];

export function migrate(db: Database.Database): number[] {
  db.exec('CREATE TABLE IF NOT EXISTS migrations (id INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
  const done = new Set(
    (db.prepare('SELECT id FROM migrations').all() as { id: number }[]).map((r) => r.id),
  );
  const applied: number[] = [];
  for (const m of MIGRATIONS) {
    if (done.has(m.id)) continue;
    // IMMEDIATE, and asked again under the write lock: another process opening the same file (the
    // server and an operator's command) may have applied it while this one waited. (Not db.ts's
    // writeTransaction: db.ts imports this module.)
    const ran = db.transaction(() => {
      if (db.prepare('SELECT 1 FROM migrations WHERE id = ?').get(m.id)) return false;
      db.exec(m.sql);
      db.prepare('INSERT INTO migrations (id, applied_at) VALUES (?, ?)').run(m.id, new Date().toISOString());
      return true;
    }).immediate();
    if (ran) applied.push(m.id);
  }
  return applied;
}
