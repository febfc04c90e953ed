import type { WidgetProps } from '../../../engine/react/defineWidget.ts';
import { DIALOG_ID_PATTERN } from '../../../schemas/brand/dialogs.ts';

export const schema = {
  type: 'object',
  title: 'Site header',
  description: 'Brand logo linking home, the top menu, a language selector on pages without the side menu and, for visitors, Log in and Register buttons that open their dialogs (HEADER-01).',
  additionalProperties: false,
  properties: {
    showLanguageSelector: {
      type: 'boolean',
      title: 'Show language selector',
      description: 'Show the language selector in the header on pages without the side menu (game pages); elsewhere the side menu carries it (SIDE-01, I18N-05).',
      default: true,
    },
    loginDialog: { type: 'string', title: 'Login dialog', description: 'The dialog the Log in button opens (HEADER-01).', pattern: DIALOG_ID_PATTERN, default: 'login' },
    registerDialog: { type: 'string', title: 'Register dialog', description: 'The dialog the Register button opens (HEADER-01).', pattern: DIALOG_ID_PATTERN, default: 'register' },
    sticky: { type: 'boolean', title: 'Sticky', description: 'Keep the header at the top of the window while scrolling.', default: true },
  },
  examples: [{ showLanguageSelector: true, sticky: true, loginDialog: 'login', registerDialog: 'register' }],
} as const;

export type SiteHeaderProps = WidgetProps<typeof schema>;
