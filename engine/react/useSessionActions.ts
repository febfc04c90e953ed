import { useMemo } from 'react';
import { rememberAccount, rememberedAccount } from '../state/rememberedAccount.ts';
import { loadSession, signIn, signOut, type SignInDetails } from '../state/sessionLifecycle.ts';
import { useEngine } from './context.tsx';

export interface SessionActions {
  /** Keeps a login's token and loads the member and balance (AUTH-04); `details` from the login answer. */
  signIn(token: string, details?: SignInDetails): Promise<void>;
  /** Logs out and clears the session, keeping the merchant code (AUTH-16). */
  signOut(): Promise<void>;
  /** Loads member info and the balance again (after a deposit, a transfer …). */
  reload(): Promise<void>;
  /** The account name remembered on this device for 24 hours (AUTH-14), or ''. */
  rememberedAccount(): string;
  /** Remembers the account name for 24 hours, or forgets it. */
  rememberAccount(account: string, remember: boolean): void;
}

/** What widgets do with the session: they never touch the token or storage themselves. */
export function useSessionActions(): SessionActions {
  const engine = useEngine();
  return useMemo(
    () => ({
      signIn: (token, details) => signIn(engine, token, details),
      signOut: () => signOut(engine),
      reload: () => loadSession(engine),
      rememberedAccount: () => rememberedAccount(),
      rememberAccount: (account, remember) => rememberAccount(account, remember),
    }),
    [engine],
  );
}
