import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Payment password',
  description:
    "The security center's payment password (MC-02, CALL-78): set one when the member has none (new and confirm), change it with the current one (current, new, confirm). Six digits; wrong current passwords are counted with every other payment-password check and lock as the platform answers.",
  additionalProperties: false,
  properties: {},
  examples: [{}],
} as const;

export type PaymentPasswordFormProps = WidgetProps<typeof schema>;
