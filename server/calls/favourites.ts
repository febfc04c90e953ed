import { addFavourite, favouriteIds, removeFavourite } from '../catalogue/favourites.ts';
import { memberGamesPage } from '../catalogue/memberGames.ts';
import { toGame } from '../catalogue/gameRows.ts';
import { pageCount } from '../catalogue/paging.ts';
import { gameByNodeId, parseNodeId } from '../catalogue/gameSearch.ts';
import type { CallHandlers } from '../context.ts';
import { PlatformError } from '../errors.ts';
import { text } from '../texts/index.ts';

/** Favourites page size (CONST-07) and recent-games page size when the call does not say. */
const FAVOURITES_PAGE_SIZE = 99;
const RECENT_PAGE_SIZE = 18;

export const favouriteHandlers: CallHandlers<
  'favoriteGameIds' | 'favoriteGamesList' | 'addFavoriteGame' | 'removeFavoriteGame' | 'recentGames'
> = {
  favoriteGameIds: (_input, ctx) => favouriteIds(ctx.db, ctx.requireMember().id),

  favoriteGamesList(input, ctx) {
    const member = ctx.requireMember();
    const pageNo = input.pageNo ?? 1;
    const pageSize = input.pageSize ?? FAVOURITES_PAGE_SIZE;
    const { rows, total } = memberGamesPage(
      ctx.db,
      'favourites',
      member.id,
      { gameType: input.gameType, vassalage: input.vassalage },
      { pageNo, pageSize },
    );
    return {
      content: rows.map((row) => toGame(row, ctx.origin)),
      pageNum: pageNo,
      totalPages: pageCount(total, pageSize),
    };
  },

  addFavoriteGame(input, ctx) {
    const member = ctx.requireMember();
    const nodeId = parseNodeId(input.nodeId);
    // The game's own vendor and type are what count; the ones sent along (ENT-18) only describe it.
    if (nodeId === undefined || !gameByNodeId(ctx.db, nodeId))
      throw new PlatformError('NOT_FOUND', text('error.noGame', { game: input.nodeId }));
    addFavourite(ctx.db, member.id, nodeId);
    return { message: 'OK' };
  },

  removeFavoriteGame(input, ctx) {
    const member = ctx.requireMember();
    const nodeId = parseNodeId(input.nodeId);
    // Removing a game that is not a favourite is already done: the toggle stays idempotent.
    if (nodeId !== undefined) removeFavourite(ctx.db, member.id, nodeId);
    return { message: 'OK' };
  },

  recentGames(input, ctx) {
    const member = ctx.requireMember();
    const pageNo = input.page ?? 1;
    const pageSize = input.pageSize ?? RECENT_PAGE_SIZE;
    const { rows, total } = memberGamesPage(
      ctx.db,
      'recent',
      member.id,
      { gameType: input.gameType, vassalage: input.vassalage },
      { pageNo, pageSize },
    );
    return { list: rows.map((row) => toGame(row, ctx.origin)), totalPages: pageCount(total, pageSize) };
  },
};
