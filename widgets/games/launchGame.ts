import type { Gateway } from '../../engine/api/gateway.ts';
import type { GameEntry } from './useGameSelect.ts';
import { onLaunchHost } from './launchUrls.ts';

/**
 * The launch itself (GAME-07, GAME-08): asks the platform for the game's address in the player's
 * language (I18N-06) and sends the window opened at the click there, on the platform's launch host.
 * Loaded at the first pick, not with the page: the lists draw without it (DESIGN §6b).
 */
export async function launchGame(
  gateway: Pick<Gateway, 'call'>,
  entry: GameEntry & { gameCode: string },
  { language, launchHost, gameWindow }: { language: string; launchHost: string | null; gameWindow: Window },
): Promise<void> {
  const answer = await gateway.call('gameLaunch', {
    gameCode: entry.gameCode,
    vassalage: entry.vassalage,
    gameType: entry.gameType,
    language,
  });
  const url = onLaunchHost(answer.url, launchHost);
  if (!url) throw new Error('The launch address is not an http(s) address.');
  gameWindow.location.href = url;
}
