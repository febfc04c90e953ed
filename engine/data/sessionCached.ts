import type { CallName } from '../../schemas/api/index.ts';

/**
 * Answers the spec keeps for the whole session: asked once, then served from memory until the
 * session changes (login, logout). Every other answer is shared while it is shown, and asked
 * again when a screen mounts anew.
 */
export const SESSION_CACHED: ReadonlySet<CallName> = new Set<CallName>([
  'hotGames', // CALL-44: "hot list (cached for the session)", LOBBY-08, HOME-06
  'newGameVendor', // CALL-45: "value.data.lanes (cached for the session)", GAME-12
  'vendorGroups', // CALL-52: "cache for the session", UNSPEC-26
  'merchantWallet', // CALL-61: "wallet mode (cached)", GAME-13
]);
