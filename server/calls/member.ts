import { currencySymbolFor } from '../brands.ts';
import type { CallHandlers } from '../context.ts';
import { TRIAL_TYPE } from '../services/roles.ts';
import { formatMoney } from '../money/format.ts';
import { vipLabel, vipStanding } from '../services/vipLadder.ts';

interface MemberExtras {
  balance_cents: number;
  vip_rank: number;
  first_login: number;
}

export const memberHandlers: CallHandlers<'memberInfo' | 'memberIcon' | 'updateLanguage'> = {
  /** CALL-07 (ENT-08): the client derives isLogin, isAgent and isTrial from `type` (ROLE-02). */
  memberInfo(_input, ctx) {
    const member = ctx.requireMember();
    const extras = ctx.db
      .prepare('SELECT balance_cents, vip_rank, first_login FROM members WHERE id = ?')
      .get(member.id) as MemberExtras;
    const vip = vipStanding(ctx.db, member.id, extras.vip_rank);
    return {
      id: String(member.id),
      account: member.account,
      ...(member.nickname ? { nickname: member.nickname } : {}),
      type: member.type,
      firstTimeLogin: extras.first_login === 1 ? 'F' : 'N',
      trial: member.type === TRIAL_TYPE,
      balance: formatMoney(extras.balance_cents),
      currencySymbol: currencySymbolFor(ctx.db, ctx.brand),
      vipLabel: vipLabel(vip.rank),
      vipRank: vip.rank,
      ...(vip.next ? { vipNext: vip.next } : {}),
      hasUpline: member.parentId !== null,
    };
  },

  /** CALL-08 (AUTH-17, UNSPEC-22): one of eight avatars, picked from the account id. */
  memberIcon(_input, ctx) {
    const member = ctx.requireMember();
    const iconId = `avatar-${(member.id % 8) + 1}`;
    return { iconId, url: `${ctx.origin}/img/avatars/${iconId}.svg` };
  },

  /** CALL-39: the member's language, used for messages the platform sends (UNSPEC-31). */
  updateLanguage({ language }, ctx) {
    const member = ctx.requireMember();
    ctx.db.prepare('UPDATE members SET language = ? WHERE id = ?').run(language, member.id);
    return null;
  },
};
