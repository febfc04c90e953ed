import type { WidgetProps } from '../../../engine/react/defineWidget.ts';
import { DIALOG_ID_PATTERN } from '../../../schemas/brand/dialogIds.ts';

export const schema = {
  type: 'object',
  title: 'Registration form',
  description:
    'Sign-up by username and/or mobile number as the brand switches say (REG-01); fields, patterns and bounds from the platform register rules (REG-02, VAL-01..VAL-03); captcha, SMS code, affiliate code, terms with age confirmation (REG-03..REG-06).',
  additionalProperties: false,
  properties: {
    loginDialog: {
      type: 'string',
      title: 'Login dialog',
      description: 'Opened by "Already have an account? Log in" (in place of this dialog).',
      pattern: DIALOG_ID_PATTERN,
      default: 'login',
    },
    forgotPasswordDialog: {
      type: 'string',
      title: 'Forgot-password dialog',
      description: 'The forgot-password link opens it (REG-06); without it no link is shown.',
      pattern: DIALOG_ID_PATTERN,
    },
    termsLink: {
      type: 'string',
      title: 'Terms link',
      description:
        'Where the terms are read (REG-06). A path that opens a dialog over its screen (`/help#term`: the help dialog at its terms) opens it over the registration form, which keeps what was typed; any other page opens in a new tab.',
      pattern: '^/[^/]',
      default: '/help#term',
    },
    referralParam: {
      type: 'string',
      title: 'Referral parameter',
      description:
        'The address parameter of a referral link that prefills the affiliate code (UNSPEC-71), e.g. /register?affiliate=AGENT01.',
      pattern: '^[A-Za-z][A-Za-z0-9_]{0,31}$',
      default: 'affiliate',
    },
  },
  examples: [{ loginDialog: 'login', termsLink: '/help#term', referralParam: 'affiliate' }],
} as const;

export type RegisterFormProps = WidgetProps<typeof schema>;
