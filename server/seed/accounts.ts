import type { PlatformBrand } from '../brands.ts';
import type { Db } from '../db.ts';

/** The password of every demo account (letters and digits, as the default password rule asks). */
export const DEMO_PASSWORD = 'demo1234';

/** Demo accounts per brand: a member, an agent tree (agent → sub-agent → players), all with DEMO_PASSWORD; agents hand out their affiliate codes. */
export const DEMO_ACCOUNTS = [
  {
    account: 'demo_member',
    type: 0,
    nickname: 'Demo Player',
    balance: 1250_50,
    mobile: '123456789',
    email: 'demo_member@example.com',
    vip: 2,
    parent: null,
    affiliate: null,
  },
  {
    account: 'demo_agent',
    type: 1,
    nickname: 'Demo Agent',
    balance: 8800_00,
    mobile: '123456780',
    email: 'demo_agent@example.com',
    vip: 5,
    parent: null,
    affiliate: 'AGENT01',
  },
  {
    account: 'agent_down1',
    type: 2,
    nickname: 'Sub Agent',
    balance: 2300_00,
    mobile: null,
    email: null,
    vip: 3,
    parent: 'demo_agent',
    affiliate: 'AGENT02',
  },
  {
    account: 'player_down1',
    type: 0,
    nickname: 'Downline One',
    balance: 420_00,
    mobile: null,
    email: null,
    vip: 1,
    parent: 'demo_agent',
    affiliate: null,
  },
  {
    account: 'player_down2',
    type: 0,
    nickname: 'Downline Two',
    balance: 75_25,
    mobile: null,
    email: null,
    vip: 0,
    parent: 'agent_down1',
    affiliate: null,
  },
] as const;

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number]['account'];

/**
 * Inserts a brand's demo accounts, with `passwordHash` (of DEMO_PASSWORD); an existing account is
 * left as it is. Balances start at zero: the history seed writes each account's money as ledger rows
 * (server/money/seedHistory.ts), ending at the balance listed here.
 */
export function seedAccounts(db: Db, brand: PlatformBrand, passwordHash: string, now = Date.now()): void {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO members (brand, account, password_hash, type, nickname, mobile, country_code, email, created_at, password_changed_at, first_login, vip_rank, affiliate_code, parent_id)
     VALUES (@brand, @account, @hash, @type, @nickname, @mobile, @country, @email, @created, @created, 0, @vip, @affiliate,
       (SELECT id FROM members WHERE brand = @brand AND account = @parent))`,
  );
  for (const a of DEMO_ACCOUNTS) {
    insert.run({
      brand: brand.id,
      account: a.account,
      hash: passwordHash,
      type: a.type,
      nickname: a.nickname,
      mobile: a.mobile,
      country: a.mobile ? brand.defaultDialingCode : null,
      email: a.email,
      created: new Date(now).toISOString(),
      vip: a.vip,
      affiliate: a.affiliate,
      parent: a.parent,
    });
  }
  // Demo accounts are used from this machine: its addresses are known to them, so logging in here
  // asks for no extra verification (AUTH-15); any other address does.
  db.prepare(
    `INSERT OR IGNORE INTO known_addresses (member_id, ip, first_seen, last_seen)
     SELECT m.id, a.ip, 0, 0 FROM members m, (SELECT '127.0.0.1' AS ip UNION ALL SELECT '::1') a WHERE m.brand = ? AND m.account IN (${DEMO_ACCOUNTS.map(() => '?').join(', ')})`,
  ).run(brand.id, ...DEMO_ACCOUNTS.map((a) => a.account));
}
