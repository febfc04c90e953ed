import { statement } from '../db.ts';
import { allowedBackUrl } from '../catalogue/backUrl.ts';
import { lotteryGame, lotteryMenu, openedNumbers, recentLottery, type LotteryGameRow } from '../catalogue/lottery.ts';
import { lotteryLaunchUrl } from '../catalogue/lotteryLaunch.ts';
import type { CallContext, CallHandlers } from '../context.ts';
import { PlatformError } from '../errors.ts';
import { requireRealMember } from '../services/roles.ts';
import { gameIconUrl } from '../catalogue/gameRows.ts';
import { text } from '../texts/index.ts';

/** A lottery game as the menus list it; the icon is the catalogue game's, when it is listed there. */
function menuEntry(
  ctx: CallContext,
  game: LotteryGameRow,
): { gameCode: string; gameName: string; area: string; iconUrl?: string } {
  const listed = statement(
    ctx.db,
    "SELECT node_id FROM games WHERE game_code = ? AND game_type IN ('LOTT', 'ELOTT')",
  ).get(game.game_code) as { node_id: number } | undefined;
  return {
    gameCode: game.game_code,
    gameName: game.name,
    area: game.area,
    ...(listed ? { iconUrl: gameIconUrl(ctx.origin, listed.node_id) } : {}),
  };
}

function openedFor(ctx: CallContext, gameCode: string) {
  const game = lotteryGame(ctx.db, gameCode);
  if (!game) throw new PlatformError('NOT_FOUND', text('error.noLotteryGame', { game: gameCode }));
  return openedNumbers(game, ctx.now());
}

export const lotteryHandlers: CallHandlers<
  'launchLottery' | 'vnLotteryMenu' | 'vnLotteryRecent' | 'vnOpenedNumbers' | 'lottoOpenedNumbers'
> = {
  launchLottery(input, ctx) {
    const member = requireRealMember(ctx);
    const backUrl = input.backUrl ? allowedBackUrl(input.backUrl, ctx.brand.hosts, ctx.origin) : null;
    let lottery: LotteryGameRow | null = null;
    if (input.lottoGameCode) {
      lottery = lotteryGame(ctx.db, input.lottoGameCode) ?? null;
      if (!lottery) throw new PlatformError('NOT_FOUND', text('error.noLotteryGame', { game: input.lottoGameCode }));
    }
    // The lobby view shows the prize mode's games; the betting view the one game (LOTT-01).
    const target = input.lottoView === 'lobby' ? null : lottery;
    return {
      url: lotteryLaunchUrl(ctx, member, {
        lottery: target,
        prizeMode: lottery?.prize_mode ?? input.lottoPrizeMode ?? null,
        backUrl,
        language: input.language,
      }),
    };
  },

  vnLotteryMenu: (input, ctx) => lotteryMenu(ctx.db, input.prizeMode).map((game) => menuEntry(ctx, game)),

  vnLotteryRecent: (input, ctx) =>
    recentLottery(ctx.db, ctx.requireMember().id, input.prizeMode).map((game) => menuEntry(ctx, game)),

  vnOpenedNumbers: (input, ctx) => openedFor(ctx, input.gameCode),

  lottoOpenedNumbers: (input, ctx) => openedFor(ctx, input.gameCode),
};
