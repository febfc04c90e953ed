import { useCallback, useMemo, useRef } from 'react';
import type { Game } from '../../schemas/api/entities.ts';
import { useEngine, useSession } from '../../engine/react/context.tsx';
import { useCall, useMutation } from '../../engine/react/data/index.ts';
import { useDialog } from '../../engine/react/dialogs/useDialog.ts';
import { sessionRead } from '../../engine/state/session.ts';
import type { GatewayError } from '../../engine/api/errors.ts';

/** A favourite toggle counts once a second per game, leading edge (MYGAME-03, CONST-13). */
export const FAVOURITE_THROTTLE_MS = 1000;

/** What a favourite change refreshes: the heart on every tile and every favourites list (MYGAME-04). */
export interface Favourites {
  /** The favourite game ids (favGameIds, CALL-46); empty for a visitor. */
  ids: ReadonlySet<string>;
  isFavourite: (nodeId: string) => boolean;
  /** Adds or removes a game (MYGAME-01..03); a visitor gets the login dialog. */
  toggle: (game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>) => void;
  /** Why the last change failed (the catalogue's text is shown in place), until the next one. */
  error: GatewayError | null;
}

/**
 * The member's favourites, shared by every tile on the page: one CALL-46 answer for all of them,
 * and a change invalidates it and the favourites lists, so every heart and list shows it at once.
 */
export function useFavourites(loginDialog = 'login'): Favourites {
  const isLogin = useSession((s) => s.isLogin);
  const { brand, session, data } = useEngine();
  const { constants } = brand;
  const { open } = useDialog();
  const idsCall = useCall('favoriteGameIds', undefined, { enabled: isLogin });
  const add = useMutation('addFavoriteGame');
  const remove = useMutation('removeFavoriteGame');
  const last = useRef(new Map<string, number>());
  const ids = useMemo(
    () => new Set(idsCall.status === 'success' || idsCall.status === 'error' ? (idsCall.data ?? []) : []),
    [idsCall.status, idsCall.data],
  );
  const throttleMs = constants.favouriteThrottleMs ?? FAVOURITE_THROTTLE_MS;

  const toggle = useCallback(
    (game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>) => {
      /** Adds or removes, by the favourites the platform lists (`known`), at most once a second a game. */
      const change = (known: ReadonlySet<string>) => {
        const now = Date.now();
        const previous = last.current.get(game.nodeId);
        if (previous !== undefined && now - previous < throttleMs) return;
        last.current.set(game.nodeId, now);
        const removing = known.has(game.nodeId);
        // A new change forgets the failure of the other kind.
        (removing ? add : remove).reset();
        if (removing) void remove.mutate({ nodeId: game.nodeId });
        else void add.mutate({ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType });
      };
      if (session.getState().status === 'restoring') {
        // Just after a reload the stored session is still being read: a member is not a visitor
        // meanwhile. The tap waits for it, and for the member's favourites, to know what it changes.
        void sessionRead(session).then(async (state) => {
          if (!state.isLogin) return open(loginDialog);
          await data.load('favoriteGameIds', undefined);
          const listed = data.read('favoriteGameIds', undefined).data;
          change(new Set(Array.isArray(listed) ? (listed as string[]) : []));
        });
        return;
      }
      if (!isLogin) {
        open(loginDialog);
        return;
      }
      change(ids);
    },
    [session, data, isLogin, open, loginDialog, throttleMs, ids, add, remove],
  );
  const isFavourite = useCallback((nodeId: string) => ids.has(nodeId), [ids]);
  return { ids, isFavourite, toggle, error: add.error ?? remove.error };
}
