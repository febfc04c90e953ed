/** Local storage key of the account a player asked the site to remember (AUTH-14). */
export const REMEMBERED_ACCOUNT_KEY = 'rememberedAccount';

/** Remember-me lasts 24 hours (AUTH-14, CONST). */
export const REMEMBER_FOR_MS = 24 * 60 * 60 * 1000;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const defaultStore = (): Store | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/**
 * The account name remembered on this device, while its 24 hours last (AUTH-14); only the name,
 * never a password or a token. Storage that cannot be read counts as nothing remembered.
 */
export function rememberedAccount(now: number = Date.now(), store: Store | undefined = defaultStore()): string {
  try {
    const raw = store?.getItem(REMEMBERED_ACCOUNT_KEY);
    if (!raw) return '';
    const value = JSON.parse(raw) as { account?: unknown; until?: unknown };
    if (typeof value.account === 'string' && typeof value.until === 'number' && value.until > now) return value.account;
    store?.removeItem(REMEMBERED_ACCOUNT_KEY);
  } catch {
    // unreadable or malformed: nothing remembered
  }
  return '';
}

/** Remembers the account for 24 hours, or forgets it (`remember` false). */
export function rememberAccount(
  account: string,
  remember: boolean,
  now: number = Date.now(),
  store: Store | undefined = defaultStore(),
): void {
  try {
    if (remember && account)
      store?.setItem(REMEMBERED_ACCOUNT_KEY, JSON.stringify({ account, until: now + REMEMBER_FOR_MS }));
    else store?.removeItem(REMEMBERED_ACCOUNT_KEY);
  } catch {
    // storage full or blocked: the player types the name next time
  }
}
