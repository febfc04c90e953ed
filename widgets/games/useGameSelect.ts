import { useCallback, useState } from 'react';
import { useApi, useEngine, usePlatform } from '../../engine/react/context.tsx';
import { sessionRead, type SessionState } from '../../engine/state/session.ts';
import { useDialog } from '../../engine/react/dialogs/useDialog.ts';
import { useNavigate } from '../../engine/react/navigation.tsx';
import { usePlatformLanguage } from '../../engine/react/usePlatformLanguage.ts';
import { toGatewayError, type GatewayError } from '../../engine/api/errors.ts';
import { LOTTERY_GAME_TYPES } from '../../schemas/vocabulary.ts';

/** What a player can pick: a game of a list, or a vendor entry of a menu (isGame VASSALAGE, GAME-06). */
export interface GameEntry {
  vassalage: string;
  gameType: string;
  gameCode?: string | undefined;
  displayName?: string | undefined;
  gameName?: string | undefined;
  nodeName?: string | undefined;
  nodeId?: string | undefined;
  /** VASSALAGE: a vendor entry whose games open in a list (GAME-06). */
  isGame?: string | undefined;
}

/** The dialogs the selection flow opens; brand JSON declares them (DESIGN §3b). */
export interface GameSelectDialogs {
  /** A visitor picking a game (GAME-03). */
  loginDialog?: string;
  /** A trial account picking a game: the real-account notice (GAME-04). */
  trialDialog?: string;
  /** A vendor entry's game list (GAME-06). */
  vendorDialog?: string;
}

/** Lottery vendors with pages of their own (GAME-05). */
const LOTTERY_PAGES: Record<string, string> = { TCG_LOTTO_VN: '/vnLottery', TCG_SEA: '/seaLottery' };
const LOTTERY_TYPES = new Set<string>(LOTTERY_GAME_TYPES);

/** Where a game is played when it is not launched in a window of its own (GAME-05, GAME-07), or null. */
export function routeFor(entry: GameEntry): string | null {
  const code = entry.gameCode ? `?gameCode=${encodeURIComponent(entry.gameCode)}` : '';
  const page = LOTTERY_PAGES[entry.vassalage];
  if (page) return `${page}${code}`;
  if (LOTTERY_TYPES.has(entry.vassalage) || LOTTERY_TYPES.has(entry.gameType)) return `/lottery${code}`;
  if (entry.isGame === 'VASSALAGE' && entry.gameType === 'RNG')
    return `/rng?vassalage=${encodeURIComponent(entry.vassalage)}`;
  return null;
}

/** Why the last launch did not open, with a retry (ERR-22, or the call's own failure). */
export type LaunchProblem =
  { kind: 'popupBlocked'; entry: GameEntry } | { kind: 'failed'; entry: GameEntry; error: GatewayError };

export interface GameSelect {
  /** Picks a game: call it from a click, so the game's window may open (GAME-03..08). */
  select: (entry: GameEntry) => void;
  problem: LaunchProblem | null;
  /** Forgets the problem (the player dismissed it). */
  dismiss: () => void;
  /** Name of the game being launched, while its launch call is on its way. */
  launching: string | null;
}

/**
 * The game-selection flow of the spec (§4): a visitor gets the login dialog, a trial account the
 * real-account notice; lottery vendors go to their pages, a vendor entry opens its game list (an
 * RNG vendor goes to /rng with its vassalage), anything else is launched in a new window on the
 * platform's launch host, asked for in the player's language (I18N-06). The window opens at the
 * click (so no popup blocker stops it) and gets the game's address when the launch call answers;
 * a blocked window is ERR-22 with a retry. A pick made while a stored session is still being read
 * (just after a reload) is decided once it is: a member's game then goes to the window opened at the
 * click, and anyone else's window closes again.
 */
export function useGameSelect({
  loginDialog = 'login',
  trialDialog = 'realAccount',
  vendorDialog = 'vendorGames',
}: GameSelectDialogs = {}): GameSelect {
  const { session } = useEngine();
  const launchHost = usePlatform((s) => s.launchGameHost);
  const gateway = useApi();
  const language = usePlatformLanguage();
  const { open } = useDialog();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<LaunchProblem | null>(null);
  const [launching, setLaunching] = useState<string | null>(null);

  const select = useCallback(
    (entry: GameEntry) => {
      setProblem(null);
      const route = routeFor(entry);
      const launches = !route && entry.isGame !== 'VASSALAGE' && Boolean(entry.gameCode);
      /** What the pick does for whom the session says the player is; `gameWindow` was opened at the click. */
      const decide = ({ isLogin, isTrial }: Pick<SessionState, 'isLogin' | 'isTrial'>, gameWindow: Window | null) => {
        if (!isLogin || isTrial) {
          gameWindow?.close();
          return open(isLogin ? trialDialog : loginDialog);
        }
        if (route) return void navigate(route);
        if (entry.isGame === 'VASSALAGE')
          return open(vendorDialog, {
            vassalage: entry.vassalage,
            gameType: entry.gameType,
            ...(entry.displayName ? { name: entry.displayName } : {}),
          });
        if (!entry.gameCode) return;
        if (!gameWindow) {
          setProblem({ kind: 'popupBlocked', entry });
          return;
        }
        gameWindow.opener = null;
        setLaunching(entry.displayName ?? entry.gameCode);
        const gameCode = entry.gameCode;
        import('./launchGame.ts')
          .then(({ launchGame }) => launchGame(gateway, { ...entry, gameCode }, { language, launchHost, gameWindow }))
          .catch((raw: unknown) => {
            gameWindow.close();
            const error = toGatewayError(raw);
            if (!error.canceled) setProblem({ kind: 'failed', entry, error });
          })
          .finally(() => setLaunching(null));
      };
      const now = session.getState();
      const restoring = now.status === 'restoring';
      // The window opens at the click (so no popup blocker stops it), for a member or whoever the
      // session being read turns out to be.
      const gameWindow = launches && (restoring || (now.isLogin && !now.isTrial)) ? window.open('', '_blank') : null;
      if (!restoring) return decide(now, gameWindow);
      // After a reload the stored session is still being read: who picks is decided once it is.
      void sessionRead(session).then((state) => decide(state, gameWindow));
    },
    [session, open, loginDialog, trialDialog, vendorDialog, navigate, gateway, language, launchHost],
  );
  const dismiss = useCallback(() => setProblem(null), []);
  return { select, problem, dismiss, launching };
}
