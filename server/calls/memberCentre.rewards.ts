import type { CallHandlers } from '../context.ts';
import { contentLanguageFor } from '../content/languages.ts';
import { claimMission } from '../content/missions.ts';
import { rewardAction, rewardCenter } from '../content/rewards.ts';
import { once } from '../money/idempotency.ts';
import { claimManualRebate, manualRebate } from '../money/rebate.ts';
import { requireRealMember } from '../services/roles.ts';

/**
 * The reward centre, mission claims and the manual rebate (CALL-120..124; MC-11, MC-13, MC-15).
 * Every call that pays runs once per idempotency key, and the paying itself moves a status in the
 * same transaction as the ledger row, so a claim made twice pays once. Trial accounts have none (ROLE-05).
 */
export const rewardHandlers: CallHandlers<
  'rewardCenter' | 'rewardAction' | 'claimMission' | 'manualRebate' | 'claimManualRebate'
> = {
  rewardCenter: (input, ctx) => {
    const member = requireRealMember(ctx);
    return rewardCenter(
      ctx.db,
      ctx.brand.id,
      member.id,
      input.language ? contentLanguageFor(ctx.brand, input.language) : ctx.language,
    );
  },

  rewardAction: (input, ctx) => {
    const member = requireRealMember(ctx);
    const target = {
      brand: ctx.brand.id,
      memberId: member.id,
      language: ctx.language,
    };
    return once(ctx.db, member.id, 'rewardAction', input, ctx.now(), () =>
      rewardAction(ctx.db, target, input, ctx.now()),
    );
  },

  claimMission: (input, ctx) => {
    const member = requireRealMember(ctx);
    const target = {
      brand: ctx.brand.id,
      memberId: member.id,
      language: ctx.language,
    };
    return once(ctx.db, member.id, 'claimMission', input, ctx.now(), () =>
      claimMission(ctx.db, target, input.missionId, ctx.now()),
    );
  },

  manualRebate: (_input, ctx) => manualRebate(ctx.db, ctx.brand, requireRealMember(ctx).id),

  claimManualRebate: (input, ctx) => {
    const member = requireRealMember(ctx);
    return once(ctx.db, member.id, 'claimManualRebate', input, ctx.now(), () =>
      claimManualRebate(ctx.db, ctx.brand, member.id, ctx.now(), ctx.language),
    );
  },
};
