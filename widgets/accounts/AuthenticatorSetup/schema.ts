import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Authenticator set-up',
  description:
    'Lets a member enrol an authenticator app (TOTP) for the extra verification of logins from new places (AUTH-15): a QR code of the secret, the secret to type in by hand, and the first code to confirm it (CALL-69, CALL-70).',
  additionalProperties: false,
  properties: {},
  examples: [{}],
} as const;

export type AuthenticatorSetupProps = WidgetProps<typeof schema>;
