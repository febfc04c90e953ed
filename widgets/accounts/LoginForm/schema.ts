import type { WidgetProps } from '../../../engine/react/defineWidget.ts';
import { ACCOUNT_KINDS } from '../../../schemas/vocabulary.ts';

export const schema = {
  type: 'object',
  title: 'Login form',
  description:
    'Logs a player in (AUTH-01..15): username and SMS-code tabs (MOBILEVERCODELOGIN3), the captcha after a failed login, extra verification from a new address, remember me, links to registration and forgotten passwords.',
  additionalProperties: false,
  properties: {
    audience: {
      type: 'string',
      enum: ACCOUNT_KINDS,
      default: 'member',
      title: 'Who logs in here',
      description: 'agent: the agent page (/agent, AUTH-10) admits agents only and goes on to the agent centre.',
    },
    afterLogin: {
      type: 'string',
      pattern: '^/',
      title: 'Go to after login',
      description: 'A path to go to after logging in; without it the player stays where they are (AUTH-07).',
    },
    showRememberMe: {
      type: 'boolean',
      default: true,
      title: 'Offer remember me',
      description: 'Remembers the account name for 24 hours (AUTH-14).',
    },
    registerDialog: {
      type: 'string',
      default: 'register',
      title: 'Registration dialog',
      description: 'Opened by "No account? Register".',
    },
    forgotPasswordDialog: { type: 'string', default: 'forgotPassword', title: 'Forgotten password dialog' },
    changePasswordDialog: {
      type: 'string',
      default: 'changePassword',
      title: 'Change password dialog',
      description: 'Opened after a password login the platform marks expired (AUTH-06).',
    },
  },
  examples: [{}, { audience: 'agent', afterLogin: '/agentHome', showRememberMe: false }],
} as const;

export type LoginFormProps = WidgetProps<typeof schema>;
