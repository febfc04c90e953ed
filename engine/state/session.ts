import { createStore, type StoreApi } from 'zustand/vanilla';
import { sessionKindOf } from '../core/conditions.ts';
import type { SessionKind } from '../../schemas/brand/conditions.ts';

/** Session storage key of the token (AUTH-04), shared by the gateway and the route guards. */
export const TOKEN_STORAGE_KEY = 'token';

/** Member info as the platform gives it (ENT-08); the engine derives the rest. */
export interface MemberInfo {
  id: string;
  account: string;
  nickname?: string;
  type: number;
  firstTimeLogin?: boolean;
  currencySymbol?: string;
  vipLabel?: string;
  vipRank?: number;
}

export interface SessionState {
  member: MemberInfo | null;
  kind: SessionKind;
  setMember(member: MemberInfo | null): void;
}

/** One store per engine instance (never a module global): stories render several side by side. */
export function createSessionStore(initial: MemberInfo | null = null): StoreApi<SessionState> {
  return createStore<SessionState>((set) => ({
    member: initial,
    kind: sessionKindOf(initial),
    setMember: (member) => set({ member, kind: sessionKindOf(member) }),
  }));
}
