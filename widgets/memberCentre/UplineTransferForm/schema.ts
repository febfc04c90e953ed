import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Transfer to upline',
  description:
    "The member centre transfer-to-upline page (MC-06): the upline's account, the limits and the available balance (CALL-86), and a transfer with the payment password and an optional remark (CALL-87). A member without an upline is told so.",
  additionalProperties: false,
  properties: {},
  examples: [{}],
} as const;

export type UplineTransferFormProps = WidgetProps<typeof schema>;
