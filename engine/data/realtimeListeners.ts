import { sessionKindOf } from '../core/conditions.ts';
import type { RealtimeContext, RealtimeListener } from '../state/sessionLifecycle.ts';
import { REFRESHED_ON_FOCUS } from './callPolicy.ts';

/**
 * Refreshes the calls whose policy says `refreshOnFocus` (the balance, the unread count) when the
 * window regains focus or becomes visible (issue 15): a round played in a game window shows when the player comes back. Focus and
 * visibility both fire on return; one refresh a second is enough.
 */
export function focusRefresh(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> & {
    document?: Pick<Document, 'visibilityState'>;
  } = window,
): RealtimeListener {
  return {
    name: 'focusRefresh',
    start({ data }: RealtimeContext) {
      let last = 0;
      const refresh = () => {
        if (target.document && target.document.visibilityState === 'hidden') return;
        const now = Date.now();
        if (now - last < 1000) return;
        last = now;
        data?.invalidate(REFRESHED_ON_FOCUS);
      };
      target.addEventListener('focus', refresh);
      target.addEventListener('visibilitychange', refresh);
      return () => {
        target.removeEventListener('focus', refresh);
        target.removeEventListener('visibilitychange', refresh);
      };
    },
  };
}

/**
 * The platform's live events (issue 15) for members and agents: balance, unread count, withdrawal
 * and deposit changes, a forced logout, written into the data client. Trial accounts get none. The
 * stream's code loads with the first login, never on a visitor's home.
 */
export function liveEvents(): RealtimeListener {
  return {
    name: 'liveEvents',
    start(context) {
      if (sessionKindOf(context.member) === 'trial') return () => undefined;
      let stop: (() => void) | null = null;
      let stopped = false;
      void import('./liveEventStream.ts').then(({ startLiveEvents }) => {
        if (!stopped) stop = startLiveEvents(context);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
}
