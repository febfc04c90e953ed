import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Profit and loss',
  description:
    'The profit and loss statement of the member centre (MC-09, personalProfit): for the chosen period (MC-24 presets or a custom range, in the URL) the opening balance, deposits, withdrawals, transfers, stakes, wins, bonuses, rebates, adjustments and the closing balance, as the ledger has them; the result at the games (CALL-90).',
  additionalProperties: false,
  properties: {},
  examples: [{}],
} as const;

export type ProfitLossStatementProps = WidgetProps<typeof schema>;
