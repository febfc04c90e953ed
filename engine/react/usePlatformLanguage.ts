import { tagOf } from '../../schemas/brand/languages.ts';
import { useT } from './context.tsx';

/**
 * The language language-aware calls send (I18N-06: gameList, hotGamesV2, recent games, the winner
 * board, launch, help): the player's current language as a BCP 47 tag (EN → en, CN → zh-CN).
 * A widget passes it in its call's params, so a language change asks again.
 */
export function usePlatformLanguage(): string {
  return tagOf(useT().language);
}
