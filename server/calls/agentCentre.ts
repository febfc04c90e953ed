import { platformRegisterRules } from '../brands.ts';
import { recordPeriodOf } from '../money/recordPeriod.ts';
import type { CallContext, CallHandlers } from '../context.ts';
import { PlatformError } from '../errors.ts';
import { downlineTransferInfo } from '../money/upline.ts';
import { createMember, markPasswordSetByOpener } from '../services/accounts.ts';
import { hitRateLimit } from '../services/rateLimit.ts';
import { checkRule } from '../services/registerRules.ts';
import { agentIncome, teamBets, teamLedger, teamMembers, teamOverview, teamProfitLoss } from '../team/reports.ts';
import { requireTeam, teamMember, teamMemberByAccount, teamMemberId, trailTo } from '../team/tree.ts';
import { text } from '../texts/index.ts';

/** The account type a sub-agent opened by its upline gets (as the demo tree's agent_down1). */
const SUB_AGENT_TYPE = 2;

const periodFor = (query: { startDate?: string; endDate?: string }, ctx: CallContext) =>
  recordPeriodOf(ctx.db, ctx.brand, query, ctx.now());

type AgentCall =
  | 'teamOverview'
  | 'teamMembers'
  | 'teamBets'
  | 'teamProfitLoss'
  | 'agentIncome'
  | 'teamLedger'
  | 'registerDownline'
  | 'downlineTransferInfo';

/**
 * The agent centre's team calls (CALL-110..117, AG-02..08, ROLE-10): each starts from the signed-in agent's
 * team, so a member is refused before anything is read and another team's account is NOT_FOUND.
 */
export const agentCentreHandlers: CallHandlers<AgentCall> = {
  teamOverview: (input, ctx) => teamOverview(ctx.db, requireTeam(ctx), periodFor(input, ctx), ctx.now()),

  teamMembers(input, ctx) {
    const team = requireTeam(ctx);
    const parent = input.parentId ? teamMember(ctx.db, team, input.parentId) : undefined;
    return teamMembers(ctx.db, team, periodFor({}, ctx), { ...input, parent });
  },

  downlineTransferInfo: (_input, ctx) => downlineTransferInfo(ctx.db, ctx.brand, requireTeam(ctx).agent),

  teamBets(input, ctx) {
    const team = requireTeam(ctx);
    const member = input.account?.trim() ? teamMemberByAccount(ctx.db, team, input.account) : undefined;
    return teamBets(ctx.db, team, periodFor(input, ctx), { ...input, memberId: member?.id });
  },

  teamProfitLoss(input, ctx) {
    const team = requireTeam(ctx);
    const parent = input.parentId ? teamMember(ctx.db, team, input.parentId) : undefined;
    return teamProfitLoss(
      ctx.db,
      team,
      parent ? { id: parent.id, path: parent.upline_path } : { id: team.agent.id, path: team.path },
      periodFor(input, ctx),
      input,
      parent && trailTo(ctx.db, team, parent),
    );
  },

  agentIncome: (input, ctx) => agentIncome(ctx.db, requireTeam(ctx), periodFor(input, ctx), input, ctx.language),

  teamLedger(input, ctx) {
    const team = requireTeam(ctx);
    const member = input.account?.trim() ? teamMemberByAccount(ctx.db, team, input.account) : undefined;
    return teamLedger(ctx.db, team, periodFor(input, ctx), { ...input, memberId: member?.id }, ctx.language);
  },

  /** AG-03: a downline right below the agent; the first password is the agent's, so it is marked for change at first login (AUTH-05). */
  async registerDownline(input, ctx) {
    const { agent } = requireTeam(ctx);
    const now = ctx.now();
    hitRateLimit(ctx.db, `registerDownline:${agent.id}`, 60, 60 * 60 * 1000, now);
    // The brand's own rules for the two fields, as on its register form (REG-02, VAL-01..03).
    const rules = platformRegisterRules(ctx.db, ctx.brand);
    checkRule(rules, 'username', input.username.trim(), true);
    checkRule(rules, 'password', input.password, true);
    if (input.confirmPassword !== undefined && input.confirmPassword !== input.password)
      throw new PlatformError('VALIDATION_FAILED', text('error.confirmationInput'));
    const member = await createMember(
      ctx.db,
      {
        brand: ctx.brand.id,
        account: input.username,
        password: input.password,
        nickname: input.nickname?.trim(),
        parentId: agent.id,
        type: input.kind === 'agent' ? SUB_AGENT_TYPE : 0,
      },
      now,
    );
    markPasswordSetByOpener(ctx.db, member.id);
    return {
      memberId: teamMemberId(member.id),
      userName: member.account,
      kind: input.kind,
      message: `${member.account} is open: they choose their own password when they first log in.`,
    };
  },
};
