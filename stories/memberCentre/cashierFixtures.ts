import { byName, okReply } from '../../tests/support/fakePlatform.ts';
import { calls } from '../../schemas/api/index.ts';
import { memberInfoExample } from '../../schemas/api/entities.ts';

/** A member with a balance, and the cashier's answers as the contract's examples give them. */
export const memberSession = { member: { id: '1', account: 'demo_member', type: 0, currencySymbol: 'RM' } };

export const cashierPlatform = byName({
  memberInfo: okReply({ ...memberInfoExample, account: 'demo_member', nickname: 'Mei' }),
  walletBalance: okReply({ balance: '1250.50', currencySymbol: 'RM' }),
  depositMethods: okReply(calls.depositMethods.response.examples[0]),
  depositCreate: okReply(calls.depositCreate.response.examples[0]),
  depositStatus: okReply(calls.depositCreate.response.examples[0]),
  withdrawSettings: okReply(calls.withdrawSettings.response.examples[0]),
  payoutAccounts: okReply(calls.payoutAccounts.response.examples[0]),
  withdrawList: okReply(calls.withdrawList.response.examples[0]),
  bettingRecord: okReply(calls.bettingRecord.response.examples[0]),
  accountRecord: okReply(calls.accountRecord.response.examples[0]),
  bonusDetails: okReply(calls.bonusDetails.response.examples[0]),
  profitLoss: okReply(calls.profitLoss.response.examples[0]),
  merchantWallet: okReply({ isSingle: false }),
  walletTransfer: okReply({ balance: '1150.50', message: 'Transferred 100.00 from MAIN to PG.' }),
  uplineInfo: okReply(calls.uplineInfo.response.examples[0]),
  transferUpline: okReply(calls.transferUpline.response.examples[0]),
});

/** A member with an upline (the transfer-to-upline page is theirs only, MC-06). */
export const downlineSession = {
  member: { id: '4', account: 'player_down1', type: 0, currencySymbol: 'RM', hasUpline: true },
};
