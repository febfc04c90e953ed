import type { WidgetProps } from '../../../engine/react/defineWidget.ts';
import { DIALOG_ID_PATTERN } from '../../../schemas/brand/dialogIds.ts';
import { linkTargetSchema } from '../../../schemas/brand/links.ts';

export const schema = {
  type: 'object',
  title: 'Site header',
  description:
    'Brand logo, the top menu with the game categories, customer service, a language selector on pages without the side menu; for visitors Log in and Register (HEADER-01); for members the balance, Deposit, notices and the account menu (HEADER-02..09).',
  additionalProperties: false,
  properties: {
    showLanguageSelector: {
      type: 'boolean',
      title: 'Show language selector',
      description:
        'Show the language selector in the header on pages without the side menu (game pages); elsewhere the side menu carries it (SIDE-01, I18N-05).',
      default: true,
    },
    loginDialog: {
      type: 'string',
      title: 'Login dialog',
      description: 'The dialog the Log in button opens (HEADER-01).',
      pattern: DIALOG_ID_PATTERN,
      default: 'login',
    },
    registerDialog: {
      type: 'string',
      title: 'Register dialog',
      description: 'The dialog the Register button opens (HEADER-01).',
      pattern: DIALOG_ID_PATTERN,
      default: 'register',
    },
    showCategories: {
      type: 'boolean',
      title: 'Show game categories',
      description:
        'After the first top-menu item, one entry per game category that has vendors and a lobby, with a vendor drop menu (HEADER-08, HEADER-09).',
      default: true,
    },
    signOutDialog: {
      type: 'string',
      title: 'Sign-out dialog',
      description: 'The dialog that confirms signing out (HEADER-03, AUTH-16).',
      pattern: DIALOG_ID_PATTERN,
      default: 'signOut',
    },
    noticeDialog: {
      type: 'string',
      title: 'Notice dialog',
      description: 'The dialog the notice icon opens, at page 1 (HEADER-06, UNSPEC-53).',
      pattern: DIALOG_ID_PATTERN,
      default: 'announcements',
    },
    depositTo: {
      ...linkTargetSchema,
      title: 'Deposit link',
      description: 'Where the Deposit button leads (HEADER-05).',
      default: '/member?page=depositv2',
    },
    messagesTo: {
      ...linkTargetSchema,
      title: 'Messages link',
      description: 'Where the unread-messages badge beside the notices leads (MC-14, MC-16).',
      default: '/member?page=messageV2',
    },
    sticky: {
      type: 'boolean',
      title: 'Sticky',
      description: 'Keep the header at the top of the window while scrolling.',
      default: true,
    },
  },
  examples: [{ showLanguageSelector: true, sticky: true, loginDialog: 'login', registerDialog: 'register' }],
} as const;

export type SiteHeaderProps = WidgetProps<typeof schema>;
