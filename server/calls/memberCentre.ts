import type { CallHandlers } from '../context.ts';
import { cashierHandlers } from './memberCentre.cashier.ts';
import { contractHandlers } from './memberCentre.contracts.ts';
import { feedbackHistoryHandlers } from './memberCentre.feedback.ts';
import { messageHandlers } from './memberCentre.messages.ts';
import { pointHandlers } from './memberCentre.points.ts';
import { rewardHandlers } from './memberCentre.rewards.ts';
import { walletHandlers } from './memberCentre.wallet.ts';

type MemberCentreCall =
  | keyof typeof walletHandlers
  | keyof typeof pointHandlers
  | keyof typeof contractHandlers
  | keyof typeof messageHandlers
  | keyof typeof cashierHandlers
  | keyof typeof rewardHandlers
  | keyof typeof feedbackHistoryHandlers;

/** The member centre's calls: wallet, points, contracts, messages, chat, feedback, rewards and the rebate. */
export const memberCentreHandlers: CallHandlers<MemberCentreCall> = {
  ...walletHandlers,
  ...pointHandlers,
  ...contractHandlers,
  ...messageHandlers,
  ...cashierHandlers,
  ...rewardHandlers,
  ...feedbackHistoryHandlers,
};
