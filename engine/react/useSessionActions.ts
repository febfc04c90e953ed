import { useMemo } from 'react';
import { loadSession, signIn, signOut } from '../state/sessionLifecycle.ts';
import { useEngine } from './context.tsx';

export interface SessionActions {
  /** Keeps a login's token and loads the member and balance (AUTH-04). */
  signIn(token: string): Promise<void>;
  /** Logs out and clears the session, keeping the merchant code (AUTH-16). */
  signOut(): Promise<void>;
  /** Loads member info and the balance again (after a deposit, a transfer …). */
  reload(): Promise<void>;
}

/** What widgets do with the session: they never touch the token or storage themselves. */
export function useSessionActions(): SessionActions {
  const engine = useEngine();
  return useMemo(() => ({ signIn: (token) => signIn(engine, token), signOut: () => signOut(engine), reload: () => loadSession(engine) }), [engine]);
}
