/**
 * Catalogue tables (games, vendors, favourites, recent games, launches, bets, lottery); migration 3.
 * The catalogue is shared by every brand; what players do (favourites, recent games, bets) is per
 * member, and members belong to one brand.
 */
export const CATALOGUE_TABLES = `
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
`;
