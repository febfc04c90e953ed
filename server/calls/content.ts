import type { CallHandlers } from '../context.ts';
import { listAnnouncements, parseAnnouncementTypes } from '../content/announcements.ts';
import { helpCentre } from '../content/help.ts';
import { contentLanguageFor } from '../content/languages.ts';
import { missionLeaderboard, missionSummary } from '../content/missions.ts';
import { claimRaffle } from '../content/raffle.ts';
import { requireRealMember } from '../services/roles.ts';

/** Announcements, help centre, raffle claims and missions (CALL-53, 03, 27, 29, 30). */
export const contentHandlers: CallHandlers<
  'announcements' | 'claimRafflePromotion' | 'missionSummary' | 'missionLeaderboard' | 'helpCenter'
> = {
  announcements: (input, ctx) =>
    listAnnouncements(ctx.db, {
      brand: ctx.brand.id,
      language: input.language ? contentLanguageFor(ctx.brand, input.language) : ctx.language,
      types: parseAnnouncementTypes(input.types),
      // Without a parameter the public (visitor) popups are meant, as the call's constants say (CONST-41).
      execution: input.execution ?? 'B',
      origin: ctx.origin,
    }),

  helpCenter: (input, ctx) => helpCentre(ctx.db, ctx.brand.id, contentLanguageFor(ctx.brand, input.lang)),

  claimRafflePromotion: (input, ctx) => {
    const member = requireRealMember(ctx);
    return { message: claimRaffle(ctx.db, ctx.brand.id, member.id, input.promotionId, ctx.now(), ctx.language) };
  },

  missionSummary: (input, ctx) => {
    const member = ctx.requireMember();
    return missionSummary(
      ctx.db,
      ctx.brand.id,
      member.id,
      input.language ? contentLanguageFor(ctx.brand, input.language) : ctx.language,
    );
  },

  missionLeaderboard: (_input, ctx) => {
    ctx.requireMember();
    return missionLeaderboard(ctx.db, ctx.brand.id);
  },
};
