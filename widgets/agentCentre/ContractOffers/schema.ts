import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Contract offers',
  description:
    "The contract offers awaiting the member's answer (CONTRACT-10, UNSPEC-72): each offer's terms stated plainly (who offers, the type, the rate, what it is a rate of, how often it pays, and any minimum of active members or bet amount), with accept and reject (CONTRACT-05). Used in the contract popup and as a member centre page.",
  additionalProperties: false,
  properties: {},
  examples: [{}],
} as const;

export type ContractOffersProps = WidgetProps<typeof schema>;
