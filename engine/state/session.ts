import { createStore, type StoreApi } from 'zustand/vanilla';
import type { MemberInfo } from '../../schemas/api/entities.ts';
import type { GatewayError } from '../api/errors.ts';
import type { SessionKind } from '../../schemas/brand/conditions.ts';
import { sessionKindOf } from '../core/conditions.ts';

export type { MemberInfo };

/**
 * - visitor: no session token, nobody logged in
 * - restoring: a token is stored and member info is on its way (start-up, or just after login)
 * - ready: member info has arrived
 */
export type SessionStatus = 'visitor' | 'restoring' | 'ready';

export interface SessionState {
  member: MemberInfo | null;
  /** visitor, trial, member or agent (ROLE-02), from the member's account type. */
  kind: SessionKind;
  /** Someone is logged in: a member, an agent or a trial account. */
  isLogin: boolean;
  /** An agent account (types 1, 2, 41, 42). */
  isAgent: boolean;
  /** A trial (free-play) account (type 4): told to register for games and the centres. */
  isTrial: boolean;
  /**
   * Why a stored session's member info could not be loaded (not an ended session: a failure that
   * may pass), or null. The token is kept; the header says so with a retry.
   */
  memberError: GatewayError | null;
  status: SessionStatus;
  setMember(member: MemberInfo | null): void;
  setMemberError(error: GatewayError | null): void;
  setStatus(status: SessionStatus): void;
}

/** Everything the session derives from the member: one definition, used by every widget and guard. */
export function derive(
  member: MemberInfo | null,
): Pick<SessionState, 'member' | 'kind' | 'isLogin' | 'isAgent' | 'isTrial'> {
  const kind = sessionKindOf(member);
  return { member, kind, isLogin: kind !== 'visitor', isAgent: kind === 'agent', isTrial: kind === 'trial' };
}

/** One store per engine instance (never a module global): stories render several side by side. */
export function createSessionStore(initial: MemberInfo | null = null): StoreApi<SessionState> {
  return createStore<SessionState>((set) => ({
    ...derive(initial),
    memberError: null,
    status: initial ? 'ready' : 'visitor',
    setMember: (member) => set({ ...derive(member), status: member ? 'ready' : 'visitor', memberError: null }),
    setMemberError: (memberError) => set({ memberError }),
    setStatus: (status) => set({ status }),
  }));
}

/**
 * The session once a stored one has been read: at once when none is being read, else when member info
 * has come (or failed). What a player's tap does depends on who the player is, and just after a
 * reload that is not known yet: a member is not a visitor while the page reads the session.
 */
export function sessionRead(session: Pick<StoreApi<SessionState>, 'getState' | 'subscribe'>): Promise<SessionState> {
  const now = session.getState();
  if (now.status !== 'restoring') return Promise.resolve(now);
  return new Promise((resolve) => {
    const stop = session.subscribe((state) => {
      if (state.status === 'restoring') return;
      stop();
      resolve(state);
    });
  });
}
