/**
 * The platform's texts in English, by code (server/texts/index.ts). The other languages have every
 * code of this file (texts.test.ts); `{name}` is a parameter.
 */
export const EN = {
  // Account record details (MC-08): each ledger row's text.
  'ledger.bet': 'Bet: {game}',
  'ledger.win': 'Win: {game}',
  'ledger.deposit': 'Deposit: {method}',
  'ledger.transferTo': 'Transfer to {wallet}',
  'ledger.transferFrom': 'Transfer from {wallet}',
  'ledger.withdrawal': 'Withdrawal to {bank} {last4}',
  'ledger.withdrawalRejected': 'Withdrawal rejected: {reason}',
  'ledger.withdrawalCancelled': 'Withdrawal cancelled',
  'ledger.rebate': 'Rebate {rate}% on {stake} staked',
  'ledger.toUpline': 'Transfer to upline {account}',
  'ledger.fromDownline': 'Transfer from downline {account}',
  'ledger.fromDownlineRemark': 'Transfer from downline {account}: {remark}',
  'ledger.toDownline': 'Transfer to downline {account}',
  'ledger.fromUpline': 'Transfer from upline {account}',
  'ledger.fromUplineRemark': 'Transfer from upline {account}: {remark}',
  'ledger.invitationBonus': "Invitation bonus: {friend}'s first deposit",
  'ledger.contractPayment': '{contract} C-{id}, {period} ({rate}%)',
  'ledger.reward': '{title}',
  'ledger.pointsConverted': '{points} points converted',
  'ledger.startingBalance': 'Starting balance',
  'ledger.openingBalance': 'Opening balance',
  'ledger.balanceCarriedOver': 'Balance carried over',
  // Contract kinds (CONTRACT-*).
  'contract.dividend': 'Dividend',
  'contract.dailySalary': 'Daily salary',
  'contract.hourlySalary': 'Hourly salary',
  'contract.realtimeSalary': 'Real-time salary',
  // Deposit methods (MC-04).
  'deposit.bank': 'Bank transfer ({bank})',
  'deposit.eWalletGeneric': 'E-wallet',
  'deposit.card': 'Debit / credit card',
  'deposit.paymentFailed': 'the payment did not go through',
  // Platform messages (MC-18): a title and a body each.
  'message.DEPOSIT_ARRIVED.title': 'Deposit received',
  'message.DEPOSIT_ARRIVED.body': 'Your deposit of {amount} has arrived in your main wallet.',
  'message.DEPOSIT_FAILED.title': 'Deposit failed',
  'message.DEPOSIT_FAILED.body': 'Your deposit of {amount} could not be completed: {reason}. No money was taken.',
  'message.WITHDRAWAL_APPROVED.title': 'Withdrawal approved',
  'message.WITHDRAWAL_APPROVED.body':
    'Your withdrawal of {amount} was approved. Please confirm receipt when the money arrives.',
  'message.WITHDRAWAL_REJECTED.title': 'Withdrawal rejected',
  'message.WITHDRAWAL_REJECTED.body':
    'Your withdrawal of {amount} was rejected: {reason}. The money is back in your main wallet.',
  'message.CONTRACT_PAID.title': 'Contract payment',
  'message.CONTRACT_PAID.body': 'You were paid {amount} for {reason}. It is in your main wallet.',
  // SMS (SMS-*, AUTH-*).
  'sms.code': '[{brand}] Your verification code is {code}. It expires in {minutes} minutes.',
  'sms.loginCode':
    '[{brand}] Your login verification code is {code}. It expires in {minutes} minutes. If this was not you, change your password.',
  // The chat room (CS-04).
  'chat.greeting': 'Hello, thank you for contacting us. An agent will join this chat shortly.',
  'chat.greetingNamed': 'Hello {name}, thank you for contacting us. An agent will join this chat shortly.',
  'chat.conversation': 'Conversation',
  'chat.message': 'Message',
  'chat.placeholder': 'Type your message',
  'chat.send': 'Send',
  'chat.note': 'Messages are delivered once an agent has joined.',
  // Refusals (ERR-*): the message of a failure envelope.
  'error.insufficientBalance': 'Insufficient balance: {available} available, {requested} requested.',
  'error.insufficientBalanceWallet':
    'Insufficient balance in the {wallet} wallet: {available} available, {requested} requested.',
  'error.unknownWallet': 'Unknown wallet "{name}". Wallets: {wallets}.',
  'error.sameWallet': 'Choose two different wallets.',
  'error.amountPositive': 'The amount must be greater than 0.00.',
  'error.noTeamAccount': 'No account {account} in your team.',
  'error.agentsOnly': 'This is for agents only: your account is not an agent account.',
  'error.confirmationInput': 'Incorrect confirmation input.',
  'error.notLoggedIn': 'Not logged in, please log in.',
  'error.invalidRequest': 'Invalid {part}: {detail}',
  'error.tooLarge': 'The request is too large.',
  'error.unreadable': 'The request could not be read.',
  'error.busy': 'The platform is busy: nothing was changed. Please try again.',
  'error.unknown': 'Unknown system error, please try again later.',
  'error.alreadyClaimed': 'You have already claimed "{title}".',
  'error.alreadyJoined': 'You have already joined "{title}".',
  'error.rewardClosed': '"{title}" cannot be joined or claimed now ({status}).',
  'error.promotionGone': 'This promotion is no longer available.',
  'error.missionGone': 'This mission is no longer available.',
  'error.missionIncomplete': '"{title}" is not complete yet: {progress} of {target}.',
  'reward.paid': '{title}: {amount} added to your wallet.',
  'reward.joined': 'You have joined "{title}".',
  'reward.joinedRaffle': 'You have joined "{title}". Your ticket is {ticket}; good luck in the draw!',
  'error.mobileInvalid': 'Please enter a valid mobile number.',
  'error.codeWait': 'Please wait {seconds} seconds before asking for another code.',
  'error.codeWaitOne': 'Please wait 1 second before asking for another code.',
  'error.codeInvalid': 'Please enter a valid verification code.',
  'error.codeExpired': 'The verification code has expired, please send it again.',
  'error.codeFirst': 'Please send the verification code first.',
  'error.bankNameMismatch': 'The bank account name does not match.',
  'error.newDevice': 'This device is new to your account: please verify it is you.',
  'error.verificationEnded': 'This verification has ended, please log in again.',
  'error.verificationMethod': 'This way of verifying is not available for this login.',
  'error.tooManyCodes': 'Too many codes for this login, please retry after 5 minutes.',
  'email.loginCodeSubject': '{brand}: login verification code',
} as const satisfies Record<string, string>;

export type TextKey = keyof typeof EN;
export type Texts = Readonly<Record<TextKey, string>>;
