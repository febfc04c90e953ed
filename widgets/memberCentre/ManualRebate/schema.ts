import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Manual rebate',
  description:
    'The manual rebate page (MC-15, FLAG-07; list it only with MANPLAYREB3): the stakes of the bets since the last claim, the rate and the rebate they earn (CALL-123), and a claim into the main wallet, paid once (CALL-124).',
  additionalProperties: false,
  properties: {},
  examples: [{}],
} as const;

export type ManualRebateProps = WidgetProps<typeof schema>;
