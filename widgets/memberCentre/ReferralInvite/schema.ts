import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Invite friends',
  description:
    "The referral page (referral, MC-12): the member's invitation link with their code, its QR code, copy and share; the friends who signed up with it and what each earned the member (CALL-134). The link opens registration with the code filled in (UNSPEC-71).",
  additionalProperties: false,
  properties: {
    registerPath: {
      type: 'string',
      title: 'Registration path',
      pattern: '^/[A-Za-z0-9/_-]*$',
      default: '/register',
      description: 'The address that opens the registration form (a route that opens the register dialog).',
    },
    referralParam: {
      type: 'string',
      title: 'Referral parameter',
      pattern: '^[A-Za-z][A-Za-z0-9_]{0,31}$',
      default: 'affiliate',
      description: 'The parameter the registration form reads the code from: the same as its own referralParam.',
    },
    qrCode: {
      type: 'boolean',
      title: 'QR code',
      description: 'A QR code of the link, for a friend to scan.',
      default: true,
    },
    showTitle: {
      type: 'boolean',
      default: true,
      title: 'Show the title',
      description: 'Off where the page around it already says "Invite friends" (a member-centre page).',
    },
  },
  examples: [{ registerPath: '/register', referralParam: 'affiliate', qrCode: true }],
} as const;

export type ReferralInviteProps = WidgetProps<typeof schema>;
