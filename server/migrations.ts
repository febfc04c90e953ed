import type Database from 'better-sqlite3';

export interface Migration {
  id: number;
  sql: string;
}

/**
 * Numbered schema migrations; each runs once, in its own transaction, in ascending id order.
 *
 * They are history (DESIGN.md §6): each is the literal SQL it was when it was made, and imports
 * nothing, so a database made today and one upgraded from the first migration end with the same
 * schema (server/migrations.test.ts holds both, and each migration's text, fixed). A change of
 * schema, a new value of a CHECK list included, is a new migration with the next id.
 */
export const MIGRATIONS: readonly Migration[] = [
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
  {
    // Issue 3: the catalogue (games, vendors, favourites, recent games, launches, bets, lottery). The
    // catalogue is shared by every brand; what players do (favourites, recent games, bets) is per
    // member, and members belong to one brand.
    id: 3,
    sql: `
  -- Vendors (vassalage codes) with their display names.
  CREATE TABLE vendors (
    code TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    sort INTEGER NOT NULL
  );

  -- Where a vendor appears (game menus CALL-42, vendor groups CALL-52). opens_popup = isGame
  -- 'VASSALAGE' (GAME-06); node_id is the vendor entry's id, or the game it launches directly.
  CREATE TABLE vendor_categories (
    vendor TEXT NOT NULL REFERENCES vendors(code),
    game_type TEXT NOT NULL,
    sort INTEGER NOT NULL,
    opens_popup INTEGER NOT NULL,
    node_id TEXT NOT NULL,
    PRIMARY KEY (game_type, vendor)
  );

  -- Games (ENT-15). node_id doubles as the id of the generated icon (/img/games/<node_id>.svg).
  CREATE TABLE games (
    node_id INTEGER PRIMARY KEY,
    vendor TEXT NOT NULL REFERENCES vendors(code),
    game_type TEXT NOT NULL,
    game_classify TEXT NOT NULL,
    game_code TEXT NOT NULL,
    name TEXT NOT NULL,
    is_hot INTEGER NOT NULL DEFAULT 0,
    is_new INTEGER NOT NULL DEFAULT 0,
    -- Higher = released later; lanes (CALL-45) show the newest first.
    release_seq INTEGER NOT NULL,
    -- Lobby order (CALL-43): sort, then name.
    sort INTEGER NOT NULL
  );
  CREATE UNIQUE INDEX games_vendor_code ON games (vendor, game_code);
  CREATE INDEX games_order ON games (sort, name);
  CREATE INDEX games_type_order ON games (game_type, sort, name);
  CREATE INDEX games_type_vendor_order ON games (game_type, vendor, sort, name);
  CREATE INDEX games_hot ON games (is_hot, sort, name) WHERE is_hot = 1;
  CREATE INDEX games_new ON games (vendor, game_type, release_seq) WHERE is_new = 1;

  -- Name search (LOBBY-06): a trigram index answers case-insensitive substring searches of 3+ characters.
  CREATE VIRTUAL TABLE games_name_search USING fts5 (name, content = 'games', content_rowid = 'node_id', tokenize = 'trigram');

  -- Favourites (ENT-18, CALL-46..49).
  CREATE TABLE favourite_games (
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    node_id INTEGER NOT NULL REFERENCES games(node_id),
    added_seq INTEGER NOT NULL,
    PRIMARY KEY (member_id, node_id)
  );
  CREATE INDEX favourite_games_order ON favourite_games (member_id, added_seq);

  -- Recent games (CALL-50): one row per member and game; a relaunch takes a new, higher id.
  CREATE TABLE recent_games (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    node_id INTEGER NOT NULL REFERENCES games(node_id),
    played_at INTEGER NOT NULL,
    UNIQUE (member_id, node_id)
  );

  -- Launches (CALL-51, CALL-56): only a digest of the launch token is stored. A launch belongs to
  -- the session that made it (session_token = sessions.token, itself a digest): logging out or
  -- changing the password ends the game and lottery links too.
  CREATE TABLE launch_tokens (
    token_hash TEXT PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    session_token TEXT NOT NULL REFERENCES sessions(token) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('game', 'lottery')),
    node_id INTEGER REFERENCES games(node_id),
    lottery_code TEXT,
    prize_mode TEXT,
    back_url TEXT,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX launch_tokens_expiry ON launch_tokens (expires_at);
  CREATE INDEX launch_tokens_session ON launch_tokens (session_token);

  -- Bets: one row per round (demo game spins and seeded history); amounts in cents, times in ms.
  CREATE TABLE bets (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    brand TEXT NOT NULL,
    node_id INTEGER NOT NULL REFERENCES games(node_id),
    vendor TEXT NOT NULL,
    game_type TEXT NOT NULL,
    stake_cents INTEGER NOT NULL CHECK (stake_cents > 0),
    win_cents INTEGER NOT NULL CHECK (win_cents >= 0),
    created_at INTEGER NOT NULL
  );
  CREATE INDEX bets_board ON bets (brand, win_cents DESC);
  CREATE INDEX bets_board_type ON bets (brand, game_type, win_cents DESC);
  CREATE INDEX bets_member_time ON bets (member_id, created_at);

  -- Lottery games (CALL-57) per prize mode (GAME-02), with their daily draw time (UTC).
  CREATE TABLE lottery_games (
    game_code TEXT PRIMARY KEY,
    prize_mode TEXT NOT NULL CHECK (prize_mode IN ('LOTT', 'ZY', 'ELOTT', 'SEA')),
    name TEXT NOT NULL,
    area TEXT NOT NULL,
    draw_format TEXT NOT NULL,
    draw_minute_utc INTEGER NOT NULL,
    sort INTEGER NOT NULL
  );
  CREATE INDEX lottery_games_mode ON lottery_games (prize_mode, sort);

  -- Recent lottery launches (CALL-58), newest id first.
  CREATE TABLE recent_lottery (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    game_code TEXT NOT NULL REFERENCES lottery_games(game_code),
    UNIQUE (member_id, game_code)
  );
`,
  },
  {
    // Issue 3: content and the member centre. Content rows are per brand and language; a row's id is
    // shared by its translations, so a promotion claimed in Chinese is the same promotion as in English.
    id: 4,
    sql: `
  -- Banners (ENT-12): the image is drawn from headline/tagline/colours by GET /img/banners/<id>.svg.
  CREATE TABLE content_banners (
    id TEXT PRIMARY KEY,
    brand TEXT NOT NULL,
    language TEXT NOT NULL,
    group_name TEXT NOT NULL CHECK (group_name IN ('w_home', 'w_register', 'w_leftmenu', 'w_login', 'w_forget')),
    sort INTEGER NOT NULL,
    headline TEXT NOT NULL,
    tagline TEXT NOT NULL,
    colour_from TEXT NOT NULL,
    colour_to TEXT NOT NULL,
    linkage_type TEXT NOT NULL CHECK (linkage_type IN ('NONE', 'ROUTE', 'URL', 'PROMOTION')),
    linkage TEXT
  );
  CREATE INDEX content_banners_lookup ON content_banners (brand, language, group_name, sort);

  -- Player notices, popups and promotions share one shape (ENT-11, ENT-13).
  CREATE TABLE content_items (
    brand TEXT NOT NULL,
    id TEXT NOT NULL,
    language TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('notice', 'popup', 'promotion')),
    sort INTEGER NOT NULL,
    title TEXT NOT NULL,
    content TEXT NOT NULL,
    promotion_type TEXT,
    execution TEXT CHECK (execution IN ('A', 'B')),
    on_home INTEGER NOT NULL DEFAULT 0,
    -- Promotions: JSON {from, to, tagline} drawn by GET /img/promotions/<brand>/<id>.svg.
    art TEXT,
    PRIMARY KEY (brand, id, language)
  );
  CREATE INDEX content_items_lookup ON content_items (brand, language, kind, sort);

  CREATE TABLE raffle_claims (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    brand TEXT NOT NULL,
    promotion_id TEXT NOT NULL,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    claimed_at INTEGER NOT NULL,
    UNIQUE (promotion_id, member_id)
  );

  -- Help centre (HELP-01): top-level sections and their children (parent_id).
  CREATE TABLE help_sections (
    brand TEXT NOT NULL,
    id TEXT NOT NULL,
    language TEXT NOT NULL,
    parent_id TEXT,
    sort INTEGER NOT NULL,
    title TEXT NOT NULL,
    content TEXT NOT NULL,
    PRIMARY KEY (brand, id, language)
  );

  -- Missions (PROMO-07, UNSPEC-12).
  CREATE TABLE missions (
    brand TEXT NOT NULL,
    id TEXT NOT NULL,
    language TEXT NOT NULL,
    sort INTEGER NOT NULL,
    title TEXT NOT NULL,
    target INTEGER NOT NULL,
    PRIMARY KEY (brand, id, language)
  );
  CREATE TABLE mission_progress (
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    mission_id TEXT NOT NULL,
    progress INTEGER NOT NULL,
    status TEXT NOT NULL,
    PRIMARY KEY (member_id, mission_id)
  );
  CREATE TABLE mission_scores (
    brand TEXT NOT NULL,
    account TEXT NOT NULL,
    score INTEGER NOT NULL,
    PRIMARY KEY (brand, account)
  );

  -- Transfer wallets held at game vendors (WALLET-02); the main wallet is members.balance_cents.
  CREATE TABLE vendor_wallets (
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    vendor TEXT NOT NULL,
    balance_cents INTEGER NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
    PRIMARY KEY (member_id, vendor)
  );
  CREATE TABLE wallet_transfers (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    from_wallet TEXT NOT NULL,
    to_wallet TEXT NOT NULL,
    amount_cents INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  );

  -- Points (POINTS-*). Ratio is money per point, as the decimal string the contract sends.
  CREATE TABLE point_config (
    brand TEXT PRIMARY KEY,
    ratio TEXT NOT NULL,
    min_convert INTEGER NOT NULL
  );
  CREATE TABLE member_points (
    member_id INTEGER PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
    points INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0)
  );
  CREATE TABLE point_rewards (
    brand TEXT NOT NULL,
    id TEXT NOT NULL,
    sort INTEGER NOT NULL,
    names TEXT NOT NULL, -- JSON: language code → name
    points INTEGER NOT NULL,
    stock INTEGER NOT NULL CHECK (stock >= 0),
    physical INTEGER NOT NULL,
    colour TEXT NOT NULL,
    PRIMARY KEY (brand, id)
  );
  CREATE TABLE point_transactions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    points INTEGER NOT NULL,
    type TEXT NOT NULL,
    remark TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX point_transactions_member ON point_transactions (member_id, created_at);
  CREATE TABLE point_redemptions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    reward_id TEXT NOT NULL,
    reward_name TEXT NOT NULL,
    points INTEGER NOT NULL,
    quantity INTEGER NOT NULL,
    address TEXT,
    remark TEXT,
    status TEXT NOT NULL CHECK (status IN ('IN_PROCESS', 'APPROVED', 'REJECTED')),
    created_at TEXT NOT NULL
  );
  CREATE INDEX point_redemptions_member ON point_redemptions (member_id, created_at);
  -- A passing payment-password check, consumed by the next redeem (UNSPEC-14).
  CREATE TABLE payment_password_checks (
    member_id INTEGER PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
    checked_at INTEGER NOT NULL
  );

  -- Contracts between an upline and a direct downline (CONTRACT-*, UNSPEC-09).
  CREATE TABLE contracts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    brand TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary')),
    upline_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    downline_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    rate TEXT NOT NULL,
    period TEXT NOT NULL CHECK (period IN ('D', 'W', 'H', 'M')),
    status TEXT NOT NULL CHECK (status IN ('new', 'accepted', 'rejected', 'termination')),
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX contracts_downline ON contracts (downline_id, kind, status);
  CREATE INDEX contracts_upline ON contracts (upline_id, kind, status);

  -- Platform messages (MC-14, MC-18).
  CREATE TABLE platform_messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    category TEXT NOT NULL,
    title TEXT NOT NULL,
    content TEXT NOT NULL,
    created_at TEXT NOT NULL,
    read_at TEXT
  );
  CREATE INDEX platform_messages_unread ON platform_messages (member_id, read_at);

  -- Chat (CS-04): the models a brand offers and the short-lived tickets of launched rooms.
  CREATE TABLE chat_models (
    brand TEXT NOT NULL,
    id TEXT NOT NULL,
    sort INTEGER NOT NULL,
    names TEXT NOT NULL, -- JSON: language code → name
    colour TEXT NOT NULL,
    PRIMARY KEY (brand, id)
  );
  -- Only a digest of the ticket is stored; a ticket ends with the session that launched it
  -- (session_token = sessions.token, itself a digest), so logout closes the room link too.
  CREATE TABLE chat_tickets (
    ticket_hash TEXT PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    session_token TEXT NOT NULL REFERENCES sessions(token) ON DELETE CASCADE,
    brand TEXT NOT NULL,
    model_id TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX chat_tickets_session ON chat_tickets (session_token);
  CREATE INDEX chat_tickets_expiry ON chat_tickets (expires_at);

  -- Feedback (MC-20, UNSPEC-10) and its images, kept whole.
  CREATE TABLE feedback (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    brand TEXT NOT NULL,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    content TEXT NOT NULL,
    remark TEXT,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE feedback_images (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    feedback_id INTEGER NOT NULL REFERENCES feedback(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    type TEXT NOT NULL CHECK (type IN ('image/png', 'image/jpeg')),
    size INTEGER NOT NULL,
    bytes BLOB NOT NULL
  );
`,
  },
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
  {
    // Issue 15: the player's money: one append-only ledger in integer minor units, the idempotency
    // keys of money-moving requests, deposits, payout accounts, withdrawals and their proof images,
    // transfers to the upline, and the live events each session reads. Balances already held
    // (members.balance_cents, vendor_wallets.balance_cents) become the first row of each wallet, so
    // that from here on every balance is the sum of its rows.
    id: 7,
    sql: `
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
  
  CREATE INDEX ledger_member_time ON ledger_entries (member_id, wallet, created_at);
  CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger_entries BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
  CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger_entries BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;

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
`,
  },
  {
    // Issue 13: a launch keeps the language its demo game or lottery page speaks (I18N-06);
    // launches made before have none and are shown in English.
    id: 8,
    sql: 'ALTER TABLE launch_tokens ADD COLUMN language TEXT',
  },
  {
    // Issue 17: the agent team's upline paths and hourly team totals (AG-02, AG-04..08), with the
    // triggers that keep them; server/team/tables.ts says how they are read.
    id: 10,
    sql: `
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

  
  CREATE TRIGGER bets_team_hours AFTER INSERT ON bets BEGIN
    INSERT INTO team_hour_totals (member_id, own, hour, bets, stake_cents, win_cents)
      SELECT CAST(j.value AS INTEGER), CAST(j.value AS INTEGER) = NEW.member_id, NEW.created_at / 3600000, 1, NEW.stake_cents, NEW.win_cents
      FROM members m, json_each('[' || replace(trim(m.upline_path, '/'), '/', ',') || ']') j WHERE m.id = NEW.member_id
    ON CONFLICT (member_id, own, hour) DO UPDATE SET
      bets = bets + 1, stake_cents = stake_cents + excluded.stake_cents, win_cents = win_cents + excluded.win_cents;
    UPDATE members SET last_bet_at = NEW.created_at WHERE id = NEW.member_id AND (last_bet_at IS NULL OR last_bet_at < NEW.created_at);
  END;


  
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

`,
  },
  {
    // Issue 17: contracts that settle: each contract's terms (CONTRACT-02), when it was signed and
    // ended, and one settlement row per contract and period. The unique key on (contract, period) is
    // what pays a period exactly once: the row and the ledger movement are written in one
    // transaction, so a second settlement of the same period (racing, or after a kill -9) finds the
    // row and pays nothing. Transfers to a downline.
    id: 15,
    sql: `
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
`,
  },
  {
    // Issue 17 (AG-07): contract settlements are written as the income kinds my income reads
    // (commission, dividend and the three salaries), which the ledger's CHECK did not allow. SQLite
    // cannot change a CHECK in place: the table is made again with every row, id and the same guards
    // (migration 7's index and triggers), and the team totals' trigger (migration 10) is put back.
    id: 16,
    sql: `
  CREATE TABLE ledger_entries_new (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id INTEGER NOT NULL,
    wallet TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('deposit', 'withdrawal', 'withdrawalRelease', 'transfer', 'bet', 'win', 'bonus', 'rebate', 'adjustment', 'commission', 'dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary')),
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
  
  CREATE INDEX ledger_member_time ON ledger_entries (member_id, wallet, created_at);
  CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger_entries BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
  CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger_entries BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;

  
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
  {
    // Issue 26 item 7: ledger rows and platform messages keep their words as a text code with its
    // parameters (JSON), rendered in the reader's language when read (server/texts). reason, title
    // and content keep the English words: rows written before, without a code, show those. A chat
    // ticket keeps the language of the page that launched it, for the room's words.
    id: 34,
    sql: `
      ALTER TABLE ledger_entries ADD COLUMN text_code TEXT;
      ALTER TABLE ledger_entries ADD COLUMN text_params TEXT;
      ALTER TABLE platform_messages ADD COLUMN text_code TEXT;
      ALTER TABLE platform_messages ADD COLUMN text_params TEXT;
      ALTER TABLE chat_tickets ADD COLUMN language TEXT;
    `,
  },
  {
    // Issue 26 item 7: a deposit keeps the language it was made in, which its payment page speaks,
    // and a failure the platform words itself keeps its text code and parameters (JSON), rendered in
    // the reader's language. failure_reason keeps the English words, or the operator's own.
    id: 35,
    sql: `
      ALTER TABLE deposits ADD COLUMN language TEXT;
      ALTER TABLE deposits ADD COLUMN failure_code TEXT;
      ALTER TABLE deposits ADD COLUMN failure_params TEXT;
    `,
  },
  {
    // Issue 26 item 7: a points transaction the platform words itself (a conversion) keeps its text
    // code and parameters (JSON), read in the reader's language; remark keeps the English words.
    id: 36,
    sql: `
      ALTER TABLE point_transactions ADD COLUMN text_code TEXT;
      ALTER TABLE point_transactions ADD COLUMN text_params TEXT;
    `,
  },
  {
    // Issue 29: responsible gaming. A limit per member, kind and period (money in minor units, a
    // session limit in minutes), with a raise or removal pending until its cooling-off ends; time-outs
    // and self-exclusions (never deleted: lifted ones keep who lifted them); the reality-check interval
    // a member chose; each login's start and last use, for session limits and the session's result;
    // the development self-exclusion register; and every change, by the member or an operator.
    id: 37,
    sql: `
      CREATE TABLE rg_limits (
        member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session')),
        period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
        amount INTEGER CHECK (amount IS NULL OR amount >= 0),
        pending_amount INTEGER CHECK (pending_amount IS NULL OR pending_amount >= 0),
        pending_at INTEGER,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (member_id, kind, period)
      );
      CREATE TABLE rg_exclusions (
        id INTEGER PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('timeOut', 'selfExclusion')),
        started_at INTEGER NOT NULL,
        ends_at INTEGER,
        lifted_at INTEGER,
        lifted_by TEXT
      );
      CREATE INDEX rg_exclusions_member ON rg_exclusions (member_id, started_at);
      CREATE TABLE rg_reality_checks (
        member_id INTEGER PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
        minutes INTEGER CHECK (minutes IS NULL OR minutes > 0),
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE member_sessions (
        token TEXT PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        started_at INTEGER NOT NULL,
        seen_at INTEGER NOT NULL
      );
      CREATE INDEX member_sessions_member ON member_sessions (member_id, seen_at);
      CREATE TABLE rg_register (
        register TEXT NOT NULL,
        identity TEXT NOT NULL,
        added_at INTEGER NOT NULL,
        added_by TEXT NOT NULL,
        PRIMARY KEY (register, identity)
      );
      CREATE TABLE rg_changes (
        id INTEGER PRIMARY KEY,
        member_id INTEGER,
        brand TEXT NOT NULL,
        at INTEGER NOT NULL,
        by_operator TEXT,
        change TEXT NOT NULL,
        detail TEXT NOT NULL
      );
      CREATE INDEX rg_changes_member ON rg_changes (member_id, at);
    `,
  },
];

/** Refuses a list whose ids do not ascend: the order they run in is the order they were made in. */
export function assertAscending(migrations: readonly Migration[]): void {
  let last = 0;
  for (const { id } of migrations) {
    if (!Number.isInteger(id) || id <= last) {
      throw new Error(`Migration ${id} is out of order: migration ids ascend, each a new one above the last.`);
    }
    last = id;
  }
}
assertAscending(MIGRATIONS);

export function migrate(db: Database.Database, migrations: readonly Migration[] = MIGRATIONS): number[] {
  assertAscending(migrations);
  db.exec('CREATE TABLE IF NOT EXISTS migrations (id INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
  const done = new Set((db.prepare('SELECT id FROM migrations').all() as { id: number }[]).map((r) => r.id));
  const applied: number[] = [];
  for (const m of migrations) {
    if (done.has(m.id)) continue;
    // IMMEDIATE, and asked again under the write lock: another process opening the same file (the
    // server and an operator's command) may have applied it while this one waited. (Not db.ts's
    // writeTransaction: db.ts imports this module.)
    const ran = db
      .transaction(() => {
        if (db.prepare('SELECT 1 FROM migrations WHERE id = ?').get(m.id)) return false;
        db.exec(m.sql);
        db.prepare('INSERT INTO migrations (id, applied_at) VALUES (?, ?)').run(m.id, new Date().toISOString());
        return true;
      })
      .immediate();
    if (ran) applied.push(m.id);
  }
  return applied;
}
