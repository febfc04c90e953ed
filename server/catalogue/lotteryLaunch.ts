import type { CallContext, Member } from '../context.ts';
import { launchLanguageFor } from './demoPageTexts.ts';
import { createLaunch, LAUNCH_TTL_MS } from './launchTokens.ts';
import { recordRecentLottery, type LotteryGameRow } from './lottery.ts';
import { sessionKeyOf } from './sessionKey.ts';
import { requireMayPlay } from '../responsibleGaming/enforce.ts';

/**
 * Opens the demo lottery page for a member: one game (recorded as a recent lottery game, CALL-58)
 * or, without a game, the prize mode's lobby, in the language the launch names (I18N-06). The back
 * link was checked by the caller.
 */
export function lotteryLaunchUrl(
  ctx: CallContext,
  member: Member,
  target: {
    lottery: LotteryGameRow | null;
    prizeMode: string | null;
    backUrl: string | null;
    language: string | undefined;
  },
): string {
  const now = ctx.now();
  // Issue 29: no lottery opens for an excluded account, or past a session, wager or loss limit.
  requireMayPlay(ctx.db, ctx.brand, member.id, now, sessionKeyOf(ctx));
  if (target.lottery) recordRecentLottery(ctx.db, member.id, target.lottery.game_code);
  const token = createLaunch(
    ctx.db,
    {
      kind: 'lottery',
      memberId: member.id,
      lotteryCode: target.lottery?.game_code ?? null,
      prizeMode: target.lottery?.prize_mode ?? target.prizeMode,
      backUrl: target.backUrl,
      language: launchLanguageFor(ctx.brand, target.language, member.language),
      expiresAt: now + LAUNCH_TTL_MS,
    },
    sessionKeyOf(ctx),
  );
  return `${ctx.origin}/demo-lottery/${token}`;
}
