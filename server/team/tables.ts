/**
 * The agent team (issue 17), made by migration 10 (server/migrations.ts). What follows says how its
 * columns and tables are read; the two statements below are today's, for a bulk load that sets the
 * bet trigger aside and puts it back (scripts/benchTeamSeed.ts). server/migrations.test.ts holds them
 * equal to what the migrations made.
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
