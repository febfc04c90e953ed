/**
 * Every list of values that more than one part names (DESIGN.md §3c): the contract's enums, the
 * platform's SQL CHECKs, the platform's code and the widgets import them from here, so a value added
 * is added everywhere at once. server/vocabulary.test.ts holds each CHECK of a migrated database
 * equal to the list here it stands for; a list that changes needs a migration that changes its CHECK.
 */

/** GAME-01: the catalogue's game types, in menu order. Lottery games are LOTT and ELOTT. */
export const GAME_TYPES = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'BGS',
  'SPORTS',
  'ESPORTS',
  'ELOTT',
  'COCKFIGHT',
  'LOTT',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** GAME-05, LOTT-04: the game types a lottery page opens. */
export const LOTTERY_GAME_TYPES = ['LOTT', 'ELOTT'] as const satisfies readonly GameType[];

/** GAME-02: lottery prize modes (ENT-24). */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/**
 * MC-07, AG-05: the products the betting records filter by, each standing for the game types whose
 * bets it finds. Lottery is both lottery types (a bet stores its game's type, LOTT or ELOTT); every
 * other product is one game type. Every game type is in exactly one product, so no bet is out of reach.
 */
export const RECORD_PRODUCTS = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'BGS',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTTERY',
] as const;
export type RecordProduct = (typeof RECORD_PRODUCTS)[number];
export const RECORD_PRODUCT_GAME_TYPES: Readonly<Record<RecordProduct, readonly GameType[]>> = {
  RNG: ['RNG'],
  LIVE: ['LIVE'],
  FISH: ['FISH'],
  PVP: ['PVP'],
  BGS: ['BGS'],
  SPORTS: ['SPORTS'],
  ESPORTS: ['ESPORTS'],
  COCKFIGHT: ['COCKFIGHT'],
  LOTTERY: LOTTERY_GAME_TYPES,
};

/** MC-07: a settled round won (paid more than 0) or lost (paid nothing). */
export const BET_OUTCOMES = ['won', 'lost'] as const;

/** ROLE-01, AG-03: the two kinds of real account, a player (member) and an agent. */
export const ACCOUNT_KINDS = ['member', 'agent'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
/** AG-04: a downline is new until it has logged in and chosen its own password (AUTH-05), then active. */
export const TEAM_MEMBER_STATUSES = ['new', 'active'] as const;

/** CONTRACT-01: the contracts an upline offers a direct downline. */
export const CONTRACT_KINDS = ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
/** CONTRACT-04, CONTRACT-10: an offer, answered, or ended. */
export const CONTRACT_STATUSES = ['new', 'accepted', 'rejected', 'termination'] as const;
/** CONTRACT-04: the member's side of a contract. */
export const CONTRACT_ROLES = ['upline', 'downline'] as const;
/** ENT-17: the period codes a contract (CONTRACT-02) or a promotion (PROMO-03) runs by: daily, weekly, half-monthly, monthly. */
export const PERIOD_CODES = ['D', 'W', 'H', 'M'] as const;

/** AG-07: an agent's income, the ledger kinds its contracts settle as, and commission. */
export const INCOME_KINDS = ['commission', ...CONTRACT_KINDS] as const;

/** Kinds of ledger row (docs/decisions.md, "The player's money"): each movement of money is one row. */
export const LEDGER_KINDS = [
  'deposit',
  'withdrawal',
  'withdrawalRelease',
  'transfer',
  'bet',
  'win',
  'bonus',
  'rebate',
  'adjustment',
  ...INCOME_KINDS,
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** MC-04: how a deposit is paid: bank transfer, or the payment page (e-wallet, card). */
export const DEPOSIT_KINDS = ['bank', 'ewallet', 'card'] as const;
export const DEPOSIT_STATUSES = ['pending', 'succeeded', 'failed'] as const;
/** WALLET-04: a withdrawal held, refused, paid out, or cancelled by the member. */
export const WITHDRAWAL_STATUSES = ['applying', 'rejected', 'passed', 'cancelled'] as const;
/** WALLET-05, WALLET-06: the member's answer to a paid-out withdrawal. */
export const RECEIPT_STATES = ['awaiting', 'received', 'notReceived', 'autoConfirmed'] as const;

/** UNSPEC-03: a points redemption's state. */
export const REDEMPTION_STATUSES = ['IN_PROCESS', 'APPROVED', 'REJECTED'] as const;

/** Images the platform keeps (feedback MC-20, withdrawal proofs WALLET-06). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/** ENT-12: banner groups, and what a banner links to. */
export const BANNER_GROUPS = ['w_home', 'w_register', 'w_leftmenu', 'w_login', 'w_forget'] as const;
export const BANNER_LINKAGES = ['NONE', 'ROUTE', 'URL', 'PROMOTION'] as const;
/** ENT-11, ENT-13: the content items that share one shape. */
export const CONTENT_ITEM_KINDS = ['notice', 'popup', 'promotion'] as const;
/** POPUP-05: whom a popup is for: A signed-in members at their first login, B visitors. */
export const POPUP_EXECUTIONS = ['A', 'B'] as const;

/** PROMO-01: the promotion categories a player filters by, as carried in `promotionType`. */
export const PROMOTION_CATEGORIES = [
  'OTHER',
  'SPORTS',
  'LIVE',
  'SLOTS',
  'POKER',
  'FISHING',
  'LOTTERY',
  'REBATE',
  'POINTS',
  'RANK',
  'DEPOSIT',
  'DOWNLOAD',
  'NEWPLAYER',
  'GAME',
  'OTHERS',
] as const;
/** Every `promotionType` the platform carries: the categories, and RAFFLE for the promotions CALL-27 claims. */
export const PROMOTION_TYPES = [...PROMOTION_CATEGORIES, 'RAFFLE'] as const;

/** CALL-51, CALL-56: what a launch opens. */
export const LAUNCH_KINDS = ['game', 'lottery'] as const;

/** SMS-*, AUTH-15: the channels a code is sent by. */
export const CODE_CHANNELS = ['sms', 'email'] as const;
/** AUTH-15: the ways a login from a new address can be verified. */
export const VERIFICATION_METHODS = [...CODE_CHANNELS, 'totp', 'bankName'] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

/**
 * Why a session must choose a new password before anything else: `firstLogin`, the account was
 * opened by someone else (its agent) with a password they chose (AUTH-05); `expired`, the platform
 * set a temporary password or the password is too old (AUTH-06).
 */
export const PASSWORD_CHANGE_REASONS = ['firstLogin', 'expired'] as const;
