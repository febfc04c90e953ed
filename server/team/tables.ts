/**
 * The agent team (issue 17), migration 10.
 *
 * `members.upline_path` is every account's chain from the top of its tree down to itself,
 * '/1/5/12/' for account 12 under 5 under 1. "Is X in A's team" is one row read (X's path starts
 * with A's), and A's whole team is one range of the index: every path between A's path and the
 * same text with its last '/' turned into '0' (digits sort after '/'). A trigger writes the path
 * of every new account from its parent's, whoever inserts it.
 *
 * `members.last_bet_at` is the account's latest bet: in a period that runs to now, the accounts
 * active in it are those whose latest bet is in it, read from the same index range.
 *
 * `team_hour_totals` keeps, per account and UTC hour, the bets and the deposits and withdrawals of
 * the account itself (own = 1) and of everyone below it (own = 0). Triggers on bets and on the
 * ledger add to the row of every account of the chain, so a month of a 5,000-account team is 720
 * rows to add up, not a million bets. Hours are the unit because every reporting zone a brand
 * uses starts its days on a whole hour; a zone that does not is counted from the bets themselves
 * for the part hours at each end (server/team/reports.ts).
 */
/** Adds each new bet to the hour rows of its account and of every account above it. */
export const BETS_TEAM_TRIGGER = `
  CREATE TRIGGER bets_team_hours AFTER INSERT ON bets BEGIN
    INSERT INTO team_hour_totals (member_id, own, hour, bets, stake_cents, win_cents)
      SELECT CAST(j.value AS INTEGER), CAST(j.value AS INTEGER) = NEW.member_id, NEW.created_at / 3600000, 1, NEW.stake_cents, NEW.win_cents
      FROM members m, json_each('[' || replace(trim(m.upline_path, '/'), '/', ',') || ']') j WHERE m.id = NEW.member_id
    ON CONFLICT (member_id, own, hour) DO UPDATE SET
      bets = bets + 1, stake_cents = stake_cents + excluded.stake_cents, win_cents = win_cents + excluded.win_cents;
    UPDATE members SET last_bet_at = NEW.created_at WHERE id = NEW.member_id AND (last_bet_at IS NULL OR last_bet_at < NEW.created_at);
  END;
`;

/**
 * Team totals counted again from every bet and ledger row: the migration's backfill, and what a
 * bulk load runs once after inserting rows with the bet trigger set aside (scripts/benchTeamSeed.ts).
 */
export const REBUILD_TEAM_TOTALS = `
  DELETE FROM team_hour_totals;
  UPDATE members SET last_bet_at = (SELECT MAX(created_at) FROM bets WHERE member_id = members.id);
  INSERT INTO team_hour_totals (member_id, own, hour, bets, stake_cents, win_cents, deposit_cents, withdrawal_cents)
    SELECT chain_id, own, hour, SUM(bets), SUM(stake), SUM(win), SUM(deposit), SUM(withdrawal) FROM (
      SELECT CAST(j.value AS INTEGER) AS chain_id, CAST(j.value AS INTEGER) = b.member_id AS own, b.created_at / 3600000 AS hour,
        1 AS bets, b.stake_cents AS stake, b.win_cents AS win, 0 AS deposit, 0 AS withdrawal
      FROM bets b JOIN members m ON m.id = b.member_id, json_each('[' || replace(trim(m.upline_path, '/'), '/', ',') || ']') j
      UNION ALL
      SELECT CAST(j.value AS INTEGER), CAST(j.value AS INTEGER) = e.member_id, e.created_at / 3600000, 0, 0, 0,
        CASE WHEN e.kind = 'deposit' THEN e.amount_cents ELSE 0 END, CASE WHEN e.kind = 'deposit' THEN 0 ELSE -e.amount_cents END
      FROM ledger_entries e JOIN members m ON m.id = e.member_id, json_each('[' || replace(trim(m.upline_path, '/'), '/', ',') || ']') j
      WHERE e.wallet = 'MAIN' AND e.kind IN ('deposit', 'withdrawal', 'withdrawalRelease')
    ) GROUP BY chain_id, own, hour;
`;

/** Deposits and withdrawals reach the team totals of the account and everyone above it. */
export const LEDGER_TEAM_TRIGGER = `
  CREATE TRIGGER ledger_team_hours AFTER INSERT ON ledger_entries
    WHEN NEW.wallet = 'MAIN' AND NEW.kind IN ('deposit', 'withdrawal', 'withdrawalRelease') BEGIN
    INSERT INTO team_hour_totals (member_id, own, hour, deposit_cents, withdrawal_cents)
      SELECT CAST(j.value AS INTEGER), CAST(j.value AS INTEGER) = NEW.member_id, NEW.created_at / 3600000,
        CASE WHEN NEW.kind = 'deposit' THEN NEW.amount_cents ELSE 0 END,
        CASE WHEN NEW.kind = 'deposit' THEN 0 ELSE -NEW.amount_cents END
      FROM members m, json_each('[' || replace(trim(m.upline_path, '/'), '/', ',') || ']') j WHERE m.id = NEW.member_id
    ON CONFLICT (member_id, own, hour) DO UPDATE SET
      deposit_cents = deposit_cents + excluded.deposit_cents, withdrawal_cents = withdrawal_cents + excluded.withdrawal_cents;
  END;
`;

export const TEAM_TABLES = `
  ALTER TABLE members ADD COLUMN upline_path TEXT;
  ALTER TABLE members ADD COLUMN last_bet_at INTEGER;
  WITH RECURSIVE chain (id, path) AS (
    SELECT id, '/' || id || '/' FROM members WHERE parent_id IS NULL
    UNION ALL
    SELECT m.id, chain.path || m.id || '/' FROM members m JOIN chain ON m.parent_id = chain.id
  )
  UPDATE members SET upline_path = (SELECT path FROM chain WHERE chain.id = members.id);
  -- Covers the team overview's counts: a team's accounts are read from the index alone.
  CREATE INDEX members_upline_path ON members (upline_path, type, parent_id, created_at, last_bet_at);
  CREATE TRIGGER members_upline_path_insert AFTER INSERT ON members BEGIN
    UPDATE members SET upline_path = COALESCE((SELECT upline_path FROM members WHERE id = NEW.parent_id), '/') || NEW.id || '/' WHERE id = NEW.id;
  END;
  CREATE TRIGGER members_no_reparent BEFORE UPDATE OF parent_id ON members WHEN OLD.parent_id IS NOT NEW.parent_id BEGIN
    SELECT RAISE(ABORT, 'an account keeps its upline: its team totals are kept along that chain');
  END;

  CREATE TABLE team_hour_totals (
    member_id INTEGER NOT NULL,
    own INTEGER NOT NULL CHECK (own IN (0, 1)),
    hour INTEGER NOT NULL,
    bets INTEGER NOT NULL DEFAULT 0,
    stake_cents INTEGER NOT NULL DEFAULT 0,
    win_cents INTEGER NOT NULL DEFAULT 0,
    deposit_cents INTEGER NOT NULL DEFAULT 0,
    withdrawal_cents INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (member_id, own, hour)
  ) WITHOUT ROWID;

  ${BETS_TEAM_TRIGGER}

  ${LEDGER_TEAM_TRIGGER}

  ${REBUILD_TEAM_TOTALS}
`;
