import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Agent team reports',
  description:
    'A report page of the agent centre: team management (AG-04, downlineManagmentView), team betting (AG-05, personalHistoryCopy), downline profit and loss with one level of drill-down (AG-06, palStatementsAgentCopy), my income (AG-07, agentRevenueReport) or account details (AG-08, agentDownlineTransactionDetailsCopy). Period presets, filters and page in the URL, totals and paging from the platform, and a CSV of the whole filtered report (CALL-110..115).',
  additionalProperties: false,
  required: ['report'],
  properties: {
    report: {
      type: 'string',
      enum: ['members', 'bets', 'profitLoss', 'income', 'ledger'],
      title: 'Which report',
      default: 'members',
    },
  },
  examples: [
    { report: 'members' },
    { report: 'bets' },
    { report: 'profitLoss' },
    { report: 'income' },
    { report: 'ledger' },
  ],
} as const;

export type AgentTeamReportsProps = WidgetProps<typeof schema>;
