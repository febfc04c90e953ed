import type { CallHandlers } from '../context.ts';
import { PlatformError } from '../errors.ts';

type CashierCall =
  | 'depositMethods' | 'depositCreate' | 'depositList' | 'depositStatus' | 'payoutAccounts' | 'payoutAccountAdd' | 'payoutAccountRemove'
  | 'paymentPasswordSet' | 'withdrawSettings' | 'withdrawCreate' | 'withdrawList' | 'withdrawConfirmReceipt' | 'withdrawNotReceived'
  | 'withdrawConfirmAll' | 'withdrawCancel' | 'uplineInfo' | 'transferUpline' | 'bettingRecord' | 'accountRecord' | 'profitLoss' | 'bonusDetails';

const notOpenYet = () => {
  throw new PlatformError('FEATURE_DISABLED', 'The cashier is not open on this platform yet.');
};

/** The cashier and records (CALL-71..91): the contract is fixed; the platform answers them in the following changes. */
export const cashierHandlers: CallHandlers<CashierCall> = {
  depositMethods: notOpenYet, depositCreate: notOpenYet, depositList: notOpenYet, depositStatus: notOpenYet, payoutAccounts: notOpenYet,
  payoutAccountAdd: notOpenYet, payoutAccountRemove: notOpenYet, paymentPasswordSet: notOpenYet, withdrawSettings: notOpenYet,
  withdrawCreate: notOpenYet, withdrawList: notOpenYet, withdrawConfirmReceipt: notOpenYet, withdrawNotReceived: notOpenYet,
  withdrawConfirmAll: notOpenYet, withdrawCancel: notOpenYet, uplineInfo: notOpenYet, transferUpline: notOpenYet, bettingRecord: notOpenYet,
  accountRecord: notOpenYet, profitLoss: notOpenYet, bonusDetails: notOpenYet,
};
