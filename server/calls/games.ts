import { biggestWins } from '../catalogue/bets.ts';
import { toGame } from '../catalogue/gameRows.ts';
import { pageCount } from '../catalogue/paging.ts';
import { gameByCode, searchGames } from '../catalogue/gameSearch.ts';
import { hotGames, newGameLanes } from '../catalogue/lanes.ts';
import { launchLanguageFor } from '../catalogue/demoPageTexts.ts';
import { createLaunch, LAUNCH_TTL_MS } from '../catalogue/launchTokens.ts';
import { gameMenus, vendorGroups } from '../catalogue/menus.ts';
import { recordRecentGame } from '../catalogue/recentGames.ts';
import { lotteryLaunchUrl } from '../catalogue/lotteryLaunch.ts';
import { lotteryGame } from '../catalogue/lottery.ts';
import { liveRooms } from '../catalogue/rooms.ts';
import { sessionKeyOf } from '../catalogue/sessionKey.ts';
import { requireMayPlay } from '../responsibleGaming/enforce.ts';
import type { CallContext, CallHandlers, Member } from '../context.ts';
import { PlatformError } from '../errors.ts';
import { searchText } from '../catalogue/searchText.ts';
import { SearchCache } from '../catalogue/searchCache.ts';
import type { Db } from '../db.ts';
import type { ResponseOf } from '../../schemas/api/index.ts';
import { requireRealMember } from '../services/roles.ts';
import { maskAccount } from '../services/text.ts';
import { formatMoney } from '../money/format.ts';
import { currencySymbolFor } from '../brands.ts';
import { text } from '../texts/index.ts';

/** One answer cache per database: the catalogue does not change while the platform runs. */
const gameListCaches = new WeakMap<Db, SearchCache<ResponseOf<'gameList'>>>();
function gameListCacheOf(db: Db): SearchCache<ResponseOf<'gameList'>> {
  let cache = gameListCaches.get(db);
  if (!cache) gameListCaches.set(db, (cache = new SearchCache()));
  return cache;
}

/** Lobby page size (CONST-02) and winner-board length (CONST-08) when the call does not say. */
const LOBBY_PAGE_SIZE = 18;
const WINNER_BOARD_SIZE = 20;

export const gameHandlers: CallHandlers<
  'gameMenus' | 'gameList' | 'hotGames' | 'newGameVendor' | 'gameLaunch' | 'vendorGroups' | 'rankList' | 'roomList'
> = {
  gameMenus: (_input, ctx) => gameMenus(ctx.db),

  gameList(input, ctx) {
    const pageSize = input.pageSize ?? LOBBY_PAGE_SIZE;
    const filter = {
      gameType: input.gameType,
      vassalage: input.vassalage,
      gameClassify: input.gameClassify,
      gameName: searchText(input.gameName),
    };
    const key = JSON.stringify([ctx.origin, filter, input.pageNo, pageSize]);
    return gameListCacheOf(ctx.db).get(key, () => {
      const { rows, total } = searchGames(ctx.db, filter, { pageNo: input.pageNo, pageSize });
      return { games: rows.map((row) => toGame(row, ctx.origin)), totalPages: pageCount(total, pageSize) };
    });
  },

  hotGames: (input, ctx) =>
    hotGames(ctx.db, { gameType: input.gameType, vassalage: input.vassalage }).map((row) => toGame(row, ctx.origin)),

  newGameVendor: (_input, ctx) => ({
    data: {
      lanes: newGameLanes(ctx.db).map((lane) => ({ ...lane, games: lane.games.map((row) => toGame(row, ctx.origin)) })),
    },
  }),

  gameLaunch(input, ctx) {
    const member = requireRealMember(ctx);
    const game = gameByCode(ctx.db, input.vassalage, input.gameCode);
    if (!game)
      throw new PlatformError('NOT_FOUND', text('error.noGameOf', { game: input.gameCode, vendor: input.vassalage }));
    // A lottery game listed in the catalogue opens the lottery page, as CALL-56 would (GAME-05).
    const lottery = lotteryGame(ctx.db, game.game_code);
    if (lottery && (game.game_type === 'LOTT' || game.game_type === 'ELOTT')) {
      return {
        url: lotteryLaunchUrl(ctx, member, {
          lottery,
          prizeMode: lottery.prize_mode,
          backUrl: null,
          language: input.language,
        }),
      };
    }
    return { url: launchUrl(ctx, member, game.node_id, input.language) };
  },

  vendorGroups: (_input, ctx) => vendorGroups(ctx.db, ctx.origin),

  rankList(input, ctx) {
    const rows = biggestWins(ctx.db, ctx.brand.id, input.gameCategory ?? 'ALL', input.limitNum ?? WINNER_BOARD_SIZE);
    const currencySymbol = currencySymbolFor(ctx.db, ctx.brand);
    return rows.map((row) => ({
      vo: {
        winAmount: formatMoney(row.win_cents),
        account: maskAccount(row.account),
        gameName: row.name,
        gameCode: row.game_code,
        vassalage: row.vendor,
        currencySymbol,
      },
    }));
  },

  roomList: (input, ctx) => liveRooms(ctx.db, input.vassalage, input.gameCode, ctx.now()),
};

/** Opens no game for an excluded account or past a limit (issue 29); records the launch as a recent game and returns the demo game's address for it, in the player's language (I18N-06). */
function launchUrl(ctx: CallContext, member: Member, nodeId: number, language: string | undefined): string {
  const now = ctx.now();
  requireMayPlay(ctx.db, ctx.brand, member.id, now, sessionKeyOf(ctx));
  recordRecentGame(ctx.db, member.id, nodeId, now);
  const token = createLaunch(
    ctx.db,
    {
      kind: 'game',
      memberId: member.id,
      nodeId,
      language: launchLanguageFor(ctx.brand, language, member.language),
      expiresAt: now + LAUNCH_TTL_MS,
    },
    sessionKeyOf(ctx),
  );
  return `${ctx.origin}/demo-game/${token}`;
}
