import type { Game } from '../../../schemas/api/entities.ts';
import type { CallResult } from '../../../engine/react/data/index.ts';

/** One page of games, whichever call it came from. */
export interface GamePage {
  games: Game[];
  totalPages: number;
}

/** What narrows a list the platform gives whole (hot, favourites, recent, new). */
export interface ListFilter {
  vassalage?: string | undefined;
  classify?: string | undefined;
  /** The trimmed search text (LOBBY-06). */
  name?: string | undefined;
}

const nameOf = (game: Game) => `${game.displayName ?? ''} ${game.gameName ?? ''} ${game.nodeName ?? ''}`.toLowerCase();

/** A whole list narrowed by vendor, kind and name and cut to one page. */
export function pageOf(games: readonly Game[], filter: ListFilter, page: number, pageSize: number): GamePage {
  const name = filter.name?.toLowerCase();
  const kept = games.filter(
    (game) =>
      (!filter.vassalage || game.vassalage === filter.vassalage) &&
      (!filter.classify || game.gameClassify === filter.classify) &&
      (!name || nameOf(game).includes(name)),
  );
  const totalPages = Math.ceil(kept.length / pageSize);
  return { games: kept.slice((page - 1) * pageSize, page * pageSize), totalPages };
}

/** A call's result with its answer turned into a page of games (errors, loading and retry kept). */
export function mapResult<T>(result: CallResult<T>, toPage: (data: T) => GamePage): CallResult<GamePage> {
  if (result.status === 'success') return { ...result, data: toPage(result.data) };
  if (result.status === 'error')
    return { ...result, data: result.data === undefined ? undefined : toPage(result.data) };
  return result;
}
