import type { Game } from '../../schemas/api/entities.ts';

/** A game as the platform lists it, numbered: game(3) is "Game 3" (node 10003) of PG. */
export function game(n: number, extra: Partial<Game> = {}): Game {
  return {
    nodeId: String(10000 + n),
    gameType: 'RNG',
    vassalage: 'PG',
    gameClassify: 'VIDEO',
    gameCode: `game-${n}`,
    displayName: `Game ${n}`,
    iconUrl: `/img/games/${10000 + n}.svg`,
    isHot: 0,
    isGame: 'GAME',
    ...extra,
  };
}

export const games = (from: number, count: number, extra: Partial<Game> = {}): Game[] =>
  Array.from({ length: count }, (_, i) => game(from + i, extra));

/** Brand dialogs the game flow opens, with no open delay, for tests. */
export const gameDialogs = {
  dialogs: {
    login: { title: 'dialog.login', slots: { main: [] } },
    register: { title: 'dialog.register', slots: { main: [] } },
    realAccount: {
      title: 'dialog.realAccount',
      slots: {
        main: [
          {
            widget: 'MessagePanel',
            props: { text: 'dialog.realAccountNeeded', actions: [{ label: 'dialog.noAccount', dialog: 'register' }] },
          },
        ],
      },
    },
    vendorGames: {
      title: 'dialog.vendorGames',
      size: 'large' as const,
      slots: { main: [{ widget: 'VendorGames', props: { columns: 4 } }] },
    },
  },
  constants: { modalOpenDelayMs: 0 },
};

export const MEMBER = { id: '7', account: 'demo_member', type: 0 };
export const TRIAL = { id: '8', account: 'trial_1', type: 4 };
