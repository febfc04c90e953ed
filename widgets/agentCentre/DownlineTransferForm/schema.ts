import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Transfer to a downline',
  description:
    "The agent centre's transfer page (ROLE-10): the agent picks an account of its team (or arrives with one from team management), sends an amount within the brand's limits from its balance with the payment password (CALL-117, CALL-142), and gets a receipt; both accounts' records show the transfer and the downline's balance changes live.",
  additionalProperties: false,
  properties: {},
  examples: [{}],
} as const;

export type DownlineTransferFormProps = WidgetProps<typeof schema>;
