import type { StoreApi } from 'zustand/vanilla';
import { toGatewayError } from '../api/errors.ts';
import type { Gateway } from '../api/gateway.ts';
import type { CallName } from '../../schemas/api/index.ts';
import type { MemberInfo } from '../../schemas/api/entities.ts';
import type { SessionState } from './session.ts';

/**
 * What the session asks of the data client (engine/data), described here because the data client
 * sits above the session store and imports it, never the other way round (DESIGN §6c).
 */
export interface SessionAnswers {
  load(name: CallName, params: unknown, options?: { force?: boolean }): Promise<void>;
  setData(name: CallName, params: unknown, update: (previous: unknown) => unknown): void;
  invalidate(names: readonly CallName[]): void;
}

/** What the session's life needs of an engine. */
export interface SessionEngine {
  session: StoreApi<SessionState>;
  gateway: Gateway;
  /** Where the balance is read (DESIGN §3d): asked alongside member info, not kept in the session. */
  data?: Pick<SessionAnswers, 'load'>;
}

/**
 * Loads member info for the stored token (start-up, and after every login) and asks for the balance
 * alongside it, into the data client where the header and the cashier read it. Member info decides
 * the session; a balance that cannot load leaves the member logged in, with the failure and a retry
 * where the balance is shown (issue 14). An expired token (NOT_LOGGED_IN) ends the session: the
 * gateway clears it (AUTH-16).
 */
export async function loadSession({ session, gateway, data }: SessionEngine, signal?: AbortSignal): Promise<void> {
  const state = session.getState();
  if (!gateway.getToken()) {
    state.setMember(null);
    return;
  }
  state.setStatus('restoring');
  // Member info decides who the player is: a route change meanwhile (a click on the drawn page) does not cancel it.
  const options = signal ? { signal, keepAcrossRoutes: true } : { keepAcrossRoutes: true };
  // 'restoring' has just forgotten every answer of the session before: the balance asked now is this session's.
  void data?.load('walletBalance', undefined, { force: true });
  const [member] = await Promise.allSettled([gateway.call('memberInfo', undefined, options)]);
  if (member.status === 'rejected') {
    const error = toGatewayError(member.reason);
    if (error.canceled) return;
    // Not logged in any more: the gateway has already cleared the token and the member.
    if (error.kind !== 'notLoggedIn') {
      session.getState().setStatus(session.getState().member ? 'ready' : 'visitor');
      // A failure that may pass: the token stays, and the header says the account could not load.
      session.getState().setMemberError(error);
    }
    return;
  }
  session.getState().setMember(member.value);
}

/** What a login answer says beyond its token (CALL-04, CALL-68, CALL-09/10). */
export interface SignInDetails {
  /** 'F' on the account's first login (AUTH-05, UNSPEC-51). */
  firstTimeLogin?: string | undefined;
}

/**
 * Keeps the token of a successful login (AUTH-04) and loads the member behind it. The platform
 * counts the first login as done once it has answered, so the login answer's first-login flag is
 * kept on the member: the first-login popups (execution A, POPUP-05, POPUP-07) go by it.
 */
export async function signIn(engine: SessionEngine, token: string, details: SignInDetails = {}): Promise<void> {
  engine.gateway.setToken(token);
  await loadSession(engine);
  const { member } = engine.session.getState();
  if (member && details.firstTimeLogin === 'F' && member.firstTimeLogin !== 'F') {
    engine.session.getState().setMember({ ...member, firstTimeLogin: 'F' });
  }
}

/**
 * Ends the session (AUTH-16): tells the platform, then clears session storage except the merchant
 * code, whatever the platform answered — a player who asks to leave is never kept logged in.
 */
export async function signOut({ session, gateway }: SessionEngine): Promise<void> {
  try {
    await gateway.call('logout');
  } catch {
    // The platform may already have ended it (expired, maintenance): the local session ends anyway.
  } finally {
    gateway.clearSession();
    session.getState().setMember(null);
  }
}

/**
 * Something that runs only while someone is logged in (SHELL-10): the platform's real-time event
 * listener. `start` is called when a session begins and returns how to stop it.
 */
export interface RealtimeListener {
  readonly name: string;
  start(context: RealtimeContext): () => void;
}

/** What a real-time listener may use: the member, the gateway, the data client it writes into, and the end of the session. */
export interface RealtimeContext {
  member: MemberInfo;
  gateway: Gateway;
  data?: Pick<SessionAnswers, 'setData' | 'invalidate'>;
  /** The platform ended the session (a logout elsewhere, the operator): the player is logged out here. */
  endSession(): void;
}

/**
 * Starts the listeners when someone logs in and stops them at logout or when the session ends,
 * so none runs for a visitor. Returns a function that stops watching (and stops the listeners).
 */
export function bindRealtime(
  { session, gateway, data }: Omit<SessionEngine, 'data'> & { data?: RealtimeContext['data'] },
  listeners: readonly RealtimeListener[],
): () => void {
  let stops: (() => void)[] = [];
  let runningFor: string | null = null;
  const stopAll = () => {
    for (const stop of stops) stop();
    stops = [];
    runningFor = null;
  };
  const sync = ({ member, isLogin }: SessionState) => {
    const id = isLogin && member ? member.id : null;
    if (id === runningFor) return;
    stopAll();
    if (!member || !id) return;
    runningFor = id;
    const endSession = () => {
      gateway.clearSession();
      session.getState().setMember(null);
    };
    stops = listeners.map((listener) => listener.start({ member, gateway, endSession, ...(data ? { data } : {}) }));
  };
  sync(session.getState());
  const unsubscribe = session.subscribe(sync);
  return () => {
    unsubscribe();
    stopAll();
  };
}
