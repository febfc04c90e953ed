import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Sign-out confirmation',
  description:
    'Asks before signing out; signing out ends the session (the merchant code stays) and goes home (AUTH-16).',
  additionalProperties: false,
  properties: {},
  examples: [{}],
} as const;

export type SignOutConfirmProps = WidgetProps<typeof schema>;
