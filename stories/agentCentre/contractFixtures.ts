import { byName, okReply } from '../../tests/support/fakePlatform.ts';
import { calls } from '../../schemas/api/index.ts';

/** An agent and a downline with contracts, as the contract's examples give them (issue 17). */
export const agentSession = { member: { id: '2', account: 'demo_agent', type: 1, currencySymbol: 'RM' } };
export const downlineSession = { member: { id: '3', account: 'agent_down1', type: 2, currencySymbol: 'RM' } };

const offer = {
  contractId: 'C-7',
  kind: 'dailySalary',
  role: 'downline',
  upline: 'demo_agent',
  downline: 'agent_down1',
  rate: '1.50',
  period: 'D',
  minActiveMembers: 3,
  minBet: '1000.00',
  status: 'new',
  createdAt: '2026-11-22T10:00:00Z',
} as const;

export const contractPlatform = byName({
  walletBalance: okReply({ balance: '8800.00', currencySymbol: 'RM' }),
  contractList: okReply(calls.contractList.response.examples[0]),
  contractPayments: okReply(calls.contractPayments.response.examples[0]),
  processDailySalContract: okReply({ message: 'Daily salary offer C-9 (1.50%, daily) sent to agent_down1.' }),
  fundsConsolidated: okReply(calls.fundsConsolidated.response.examples[0]),
});

export const offerPlatform = byName({
  walletBalance: okReply({ balance: '2300.00', currencySymbol: 'RM' }),
  contractList: okReply({
    list: [
      offer,
      {
        ...offer,
        contractId: 'C-8',
        kind: 'dividend',
        rate: '10.00',
        period: 'H',
        minActiveMembers: 0,
        minBet: '0.00',
      },
    ],
  }),
  processDailySalContract: okReply({ message: 'You accepted daily salary contract C-7 at 1.50%.' }),
  processDividendReq: okReply({ message: 'You rejected dividend offer C-8.' }),
});
