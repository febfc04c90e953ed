import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Forgotten password form',
  description:
    'An e-mail tab (PWD-04: the platform e-mails a new password) and, where the brand offers reset by phone (PHONEPWDRECOVERY), a mobile tab (PWD-05: SMS code, new password, then logged in and home, PWD-06).',
  additionalProperties: false,
  properties: {
    afterReset: { type: 'string', pattern: '^/', default: '/', title: 'Go to after a reset by phone' },
  },
  examples: [{}],
} as const;

export type ForgotPasswordFormProps = WidgetProps<typeof schema>;
