/**
 * Content and member-centre tables; migration 4.
 * Content rows are per brand and language; a row's id is shared by its translations, so a
 * promotion claimed in Chinese is the same promotion as in English.
 */
export const CONTENT_TABLES = `
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
`;
