/** Session storage key of the token (AUTH-04): the gateway, the route guards and the dialogs read this one name. */
export const TOKEN_STORAGE_KEY = 'token';

/** Whether a session token is stored (ROUTE-18); storage that cannot be read counts as none. */
export function hasStoredToken(storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage): boolean {
  try {
    return Boolean(storage?.getItem(TOKEN_STORAGE_KEY));
  } catch {
    return false;
  }
}
