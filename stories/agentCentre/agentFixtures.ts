import { byName, okReply } from '../../tests/support/fakePlatform.ts';
import { calls } from '../../schemas/api/index.ts';
import { memberInfoExample } from '../../schemas/api/entities.ts';

/** An agent signed in, and the agent centre's answers as the contract's examples give them. */
export const agentSession = {
  member: { id: '2', account: 'demo_agent', type: 1, nickname: 'Demo Agent', currencySymbol: 'RM' },
};

export const agentPlatform = byName({
  memberInfo: okReply({ ...memberInfoExample, account: 'demo_agent', nickname: 'Demo Agent', type: 1 }),
  walletBalance: okReply({ balance: '8800.00', currencySymbol: 'RM' }),
  teamOverview: okReply(calls.teamOverview.response.examples[0]),
  teamMembers: okReply(calls.teamMembers.response.examples[0]),
  teamBets: okReply(calls.teamBets.response.examples[0]),
  teamProfitLoss: okReply(calls.teamProfitLoss.response.examples[0]),
  agentIncome: okReply(calls.agentIncome.response.examples[0]),
  teamLedger: okReply(calls.teamLedger.response.examples[0]),
  registerDownline: okReply(calls.registerDownline.response.examples[0]),
});
