import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Member records',
  description:
    'A record page of the member centre: the betting record (MC-07, personalHistoryCopy), the account record (MC-08, transactionHistory) or the bonus details (bonusDetails). Period presets and a custom range (MC-24), a filter, page and totals from the platform; filters, period and page live in the URL (CALL-88, CALL-89, CALL-91).',
  additionalProperties: false,
  required: ['record'],
  properties: {
    record: { type: 'string', enum: ['betting', 'account', 'bonus'], title: 'Which record', default: 'betting' },
  },
  examples: [{ record: 'betting' }, { record: 'account' }, { record: 'bonus' }],
} as const;

export type MemberRecordsProps = WidgetProps<typeof schema>;
