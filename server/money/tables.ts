import { LEDGER_KINDS } from '../../schemas/api/calls/records.ts';

/**
 * The player's money (issue 15), migration 7: one append-only ledger in integer minor units, the
 * idempotency keys of money-moving requests, deposits, payout accounts, withdrawals and their proof
 * images, transfers to the upline, and the live events each session reads.
 *
 * Balances already held (members.balance_cents, vendor_wallets.balance_cents) become the first row
 * of each wallet, so that from here on every balance is the sum of its rows.
 */
/** The ledger's index and what keeps it append-only; made again whenever the table is. */
const LEDGER_GUARDS = `
  CREATE INDEX ledger_member_time ON ledger_entries (member_id, wallet, created_at);
  CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger_entries BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
  CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger_entries BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
`;

export const MONEY_TABLES = `
  CREATE TABLE ledger_entries (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id INTEGER NOT NULL,
    -- 'MAIN', or the vendor of a transfer wallet (WALLET-02).
    wallet TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('deposit', 'withdrawal', 'withdrawalRelease', 'transfer', 'bet', 'win', 'bonus', 'rebate', 'adjustment')),
    amount_cents INTEGER NOT NULL CHECK (amount_cents != 0),
    balance_after_cents INTEGER NOT NULL CHECK (balance_after_cents >= 0),
    reason TEXT NOT NULL,
    reference TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  ${LEDGER_GUARDS}
  INSERT INTO ledger_entries (member_id, wallet, kind, amount_cents, balance_after_cents, reason, reference, created_at)
    SELECT id, 'MAIN', 'adjustment', balance_cents, balance_cents, 'Balance before the ledger', 'opening', CAST(strftime('%s', 'now') AS INTEGER) * 1000
    FROM members WHERE balance_cents > 0;
  INSERT INTO ledger_entries (member_id, wallet, kind, amount_cents, balance_after_cents, reason, reference, created_at)
    SELECT member_id, vendor, 'adjustment', balance_cents, balance_cents, 'Balance before the ledger', 'opening', CAST(strftime('%s', 'now') AS INTEGER) * 1000
    FROM vendor_wallets WHERE balance_cents > 0;

  -- The same key from the same member answers what the first request answered, and moves money once.
  CREATE TABLE idempotency_keys (
    member_id INTEGER NOT NULL,
    key TEXT NOT NULL,
    call TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    answer TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (member_id, key)
  );

  CREATE TABLE deposits (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id INTEGER NOT NULL REFERENCES members(id),
    brand TEXT NOT NULL,
    method_id TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('bank', 'ewallet', 'card')),
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    fee_cents INTEGER NOT NULL CHECK (fee_cents >= 0),
    status TEXT NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
    reference TEXT NOT NULL,
    -- The payment page's key: whoever holds the page URL may pay or fail this deposit, nobody else.
    page_key TEXT,
    failure_reason TEXT,
    created_at INTEGER NOT NULL,
    settled_at INTEGER
  );
  CREATE INDEX deposits_member ON deposits (member_id, created_at);
  CREATE INDEX deposits_pending ON deposits (status, brand) WHERE status = 'pending';

  CREATE TABLE payout_accounts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id INTEGER NOT NULL REFERENCES members(id),
    bank_name TEXT NOT NULL,
    account_number TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    removed_at INTEGER
  );
  CREATE INDEX payout_accounts_member ON payout_accounts (member_id) WHERE removed_at IS NULL;

  CREATE TABLE withdrawals (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id INTEGER NOT NULL REFERENCES members(id),
    brand TEXT NOT NULL,
    account_id INTEGER NOT NULL REFERENCES payout_accounts(id),
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    fee_cents INTEGER NOT NULL CHECK (fee_cents >= 0),
    status TEXT NOT NULL CHECK (status IN ('applying', 'rejected', 'passed', 'cancelled')),
    reject_reason TEXT,
    receipt TEXT CHECK (receipt IN ('awaiting', 'received', 'notReceived', 'autoConfirmed')),
    receipt_remark TEXT,
    auto_confirm_at INTEGER,
    created_at INTEGER NOT NULL,
    decided_at INTEGER,
    receipt_at INTEGER
  );
  CREATE INDEX withdrawals_member ON withdrawals (member_id, created_at);
  CREATE INDEX withdrawals_applying ON withdrawals (status, brand) WHERE status = 'applying';
  CREATE INDEX withdrawals_awaiting ON withdrawals (auto_confirm_at) WHERE receipt = 'awaiting';
  CREATE TABLE withdrawal_proofs (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    withdrawal_id INTEGER NOT NULL REFERENCES withdrawals(id),
    name TEXT NOT NULL,
    type TEXT NOT NULL CHECK (type IN ('image/png', 'image/jpeg')),
    size INTEGER NOT NULL,
    bytes BLOB NOT NULL
  );

  CREATE TABLE upline_transfers (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id INTEGER NOT NULL REFERENCES members(id),
    upline_id INTEGER NOT NULL REFERENCES members(id),
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    remark TEXT,
    created_at INTEGER NOT NULL
  );

  -- Live events (schemas/api/events.ts): numbered per session, kept a day for resuming.
  CREATE TABLE live_events (
    session_token TEXT NOT NULL,
    seq INTEGER NOT NULL,
    name TEXT NOT NULL,
    data TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (session_token, seq)
  ) WITHOUT ROWID;
  CREATE INDEX live_events_age ON live_events (created_at);

  -- The betting record reads a member's rounds by time with their amounts, without the table.
  CREATE INDEX bets_member_record ON bets (member_id, created_at, stake_cents, win_cents, game_type, vendor);
`;

/**
 * Contracts that settle (issue 17), migration 15: each contract's terms (CONTRACT-02), when it was
 * signed and ended, and one settlement row per contract and period. The unique key on
 * (contract, period) is what pays a period exactly once: the row and the ledger movement are written
 * in one transaction, so a second settlement of the same period (racing, or after a kill -9) finds
 * the row and pays nothing.
 */
export const CONTRACT_SETTLEMENT_TABLES = `
  ALTER TABLE contracts ADD COLUMN min_active_members INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE contracts ADD COLUMN min_bet_cents INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE contracts ADD COLUMN accepted_at INTEGER;
  ALTER TABLE contracts ADD COLUMN ended_at INTEGER;
  -- Contracts signed before settlement existed settle from now on, never back-paid.
  UPDATE contracts SET accepted_at = CAST(strftime('%s', 'now') AS INTEGER) * 1000 WHERE status = 'accepted';
  CREATE INDEX contracts_signed ON contracts (accepted_at) WHERE accepted_at IS NOT NULL;

  CREATE TABLE contract_settlements (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    contract_id INTEGER NOT NULL REFERENCES contracts(id),
    -- The contract's holder (its downline), who is paid.
    member_id INTEGER NOT NULL REFERENCES members(id),
    period_start INTEGER NOT NULL,
    period_end INTEGER NOT NULL,
    active_members INTEGER NOT NULL,
    valid_bet_cents INTEGER NOT NULL,
    -- The team's profit and loss from the players' side: wins minus stakes.
    profit_loss_cents INTEGER NOT NULL,
    amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
    settled_at INTEGER NOT NULL,
    UNIQUE (contract_id, period_start)
  );
  CREATE INDEX contract_settlements_member ON contract_settlements (member_id, period_start);

  CREATE TABLE downline_transfers (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id INTEGER NOT NULL REFERENCES members(id),
    downline_id INTEGER NOT NULL REFERENCES members(id),
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    remark TEXT,
    created_at INTEGER NOT NULL
  );
`;

/**
 * Migration 16 (issue 17, AG-07): contract settlements are written as the income kinds my income
 * reads (commission, dividend and the three salaries), which the ledger's CHECK did not allow. SQLite
 * cannot change a CHECK in place: the table is made again with every row, id and the same guards,
 * and the team totals' trigger (migration 10) is put back.
 */
export function ledgerWithIncomeKinds(teamTrigger: string): string {
  return `
  CREATE TABLE ledger_entries_new (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id INTEGER NOT NULL,
    wallet TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN (${LEDGER_KINDS.map((kind) => `'${kind}'`).join(', ')})),
    amount_cents INTEGER NOT NULL CHECK (amount_cents != 0),
    balance_after_cents INTEGER NOT NULL CHECK (balance_after_cents >= 0),
    reason TEXT NOT NULL,
    reference TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  INSERT INTO ledger_entries_new (id, member_id, wallet, kind, amount_cents, balance_after_cents, reason, reference, created_at)
    SELECT id, member_id, wallet, kind, amount_cents, balance_after_cents, reason, reference, created_at FROM ledger_entries ORDER BY id;
  DROP TABLE ledger_entries;
  ALTER TABLE ledger_entries_new RENAME TO ledger_entries;
  ${LEDGER_GUARDS}
  ${teamTrigger}
`;
}
