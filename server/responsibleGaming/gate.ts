import type { CallName, ResponseOf } from '../../schemas/api/index.ts';
import type { CallContext } from '../context.ts';
import { activeExclusion, excludedError } from './exclusions.ts';

/**
 * What an excluded account may not do (issue 29, item 4): deposit, open a game, move money between
 * wallets or accounts, or take a promotion, bonus, reward or contract. Withdrawing, reading its
 * history and its own settings stay open (MGA Player Protection Directive: a self-excluded player
 * can still log in to withdraw).
 */
export const REFUSED_WHILE_EXCLUDED: ReadonlySet<CallName> = new Set<CallName>([
  'depositMethods',
  'depositCreate',
  'gameLaunch',
  'launchLottery',
  'walletTransfer',
  'transferUpline',
  'transferDownline',
  'processDividendReq',
  'processDailySalContract',
  'processContractHourSalary',
  'processRealTimeSalaryContract',
  'convertPoint',
  'redeemPointReward',
  'claimRafflePromotion',
  'rewardAction',
  'claimMission',
  'claimManualRebate',
]);

/** The operator's messages that are not about the account's own money: marketing, withheld while excluded. */
const ACCOUNT_MESSAGES: ReadonlySet<string> = new Set([
  'DEPOSIT_ARRIVED',
  'DEPOSIT_FAILED',
  'WITHDRAWAL_APPROVED',
  'WITHDRAWAL_REJECTED',
  'CONTRACT_PAID',
]);

type Silencers = { [N in CallName]?: (value: ResponseOf<N>) => ResponseOf<N> };

/** Marketing answered to an excluded account: none (no popups, banners, promotions, missions, contract offers or marketing messages). */
const SILENCERS: Silencers = {
  announcements: (value) => ({ ...value, banners: [], popup: [], promotion: [] }),
  rewardCenter: () => ({ rewardCenter: 0, promotions: [] }),
  missionSummary: (value) => ({ ...value, missionLeaderboard: 0, missions: [] }),
  unreadCount: (value) => ({ ...value, missionLeaderboard: 0, rewardCenter: 0 }),
  // A contract offered to the member and not yet answered is an offer it does not see while excluded.
  contractList: (value) => ({
    ...value,
    list: value.list.filter((contract) => !(contract.status === 'new' && contract.role === 'downline')),
  }),
  messageList: (value) => {
    const list = value.list.filter((message) => ACCOUNT_MESSAGES.has(message.category));
    return { ...value, list, totalRows: list.length, totalPages: list.length > 0 ? 1 : 0 };
  },
};

/** Refuses a call an excluded account may not make (before the call runs). */
export function assertAllowedWhileExcluded(name: CallName, ctx: Pick<CallContext, 'db' | 'member' | 'now'>): void {
  if (!ctx.member || !REFUSED_WHILE_EXCLUDED.has(name)) return;
  const exclusion = activeExclusion(ctx.db, ctx.member.id, ctx.now());
  if (exclusion) throw excludedError(exclusion);
}

/** The answer an excluded account gets: marketing taken out. */
export function withoutMarketing(
  name: CallName,
  ctx: Pick<CallContext, 'db' | 'member' | 'now'>,
  value: unknown,
): unknown {
  const silence = (SILENCERS as Readonly<Record<string, ((value: never) => unknown) | undefined>>)[name];
  if (!silence || !ctx.member || !activeExclusion(ctx.db, ctx.member.id, ctx.now())) return value;
  return silence(value as never);
}
