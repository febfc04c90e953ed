import type { WidgetProps } from '../../../engine/react/defineWidget.ts';
import { CONTRACT_KINDS } from '../../../schemas/vocabulary.ts';

/** A page of the agent centre a row of team management links to, by its id. */
const pageId = (title: string, fallback: string) =>
  ({ type: 'string', minLength: 1, maxLength: 64, title, default: fallback }) as const;

export const schema = {
  type: 'object',
  title: 'Agent team reports',
  description:
    'A report page of the agent centre: team management (AG-04, downlineManagmentView: the team level by level, to any depth, each account with a transfer, a contract offer, its bets and its profit and loss), team betting (AG-05, personalHistoryCopy), downline profit and loss drilled into to any depth (AG-06, palStatementsAgentCopy), my income (AG-07, agentRevenueReport) or account details (AG-08, agentDownlineTransactionDetailsCopy). Period presets, filters and page in the URL, totals and paging from the platform, and a CSV of the whole filtered report (CALL-110..115).',
  additionalProperties: false,
  required: ['report'],
  properties: {
    report: {
      type: 'string',
      enum: ['members', 'bets', 'profitLoss', 'income', 'ledger'],
      title: 'Which report',
      default: 'members',
    },
    teamActions: {
      type: 'object',
      title: 'Where a row of team management leads',
      description: "The agent centre's pages for each account's actions, by page id.",
      additionalProperties: false,
      default: {},
      properties: {
        transferPage: pageId('Transfer to the account', 'agentTransfer'),
        betsPage: pageId("The account's bets", 'personalHistoryCopy'),
        profitLossPage: pageId("The account's profit and loss", 'palStatementsAgentCopy'),
        contractPage: pageId('Offer the account a contract', 'agentDailyWages2'),
        contractKind: {
          type: 'string',
          enum: CONTRACT_KINDS,
          title: 'The contract that page offers',
          description: 'The offer is shown only while the platform has this contract type on.',
          default: 'dailySalary',
        },
      },
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
