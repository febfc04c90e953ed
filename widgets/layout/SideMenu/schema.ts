import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Side menu',
  description:
    'In order (SIDE-01): the brand logo, the side menu links (items whose condition fails are left out: SIDE-04), the first promotions, the app download, customer service and the language selector (I18N-05).',
  additionalProperties: false,
  properties: {
    showIcons: {
      type: 'boolean',
      title: 'Show icons',
      description: "Show each item's icon before its label.",
      default: true,
    },
    showLogo: {
      type: 'boolean',
      title: 'Show logo',
      description: 'Show the brand logo at the top of the menu.',
      default: true,
    },
    showPromotions: {
      type: 'boolean',
      title: 'Show promotions',
      description: 'The first six promotions and a link to all of them (SIDE-05).',
      default: true,
    },
    showDownload: {
      type: 'boolean',
      title: 'Show app download',
      description: 'The app download with iOS and Android QR codes (SIDE-06, DL-03).',
      default: true,
    },
    showService: {
      type: 'boolean',
      title: 'Show customer service',
      description: "The platform's customer-service entries (SIDE-01, CS-03).",
      default: true,
    },
    showLanguageSelector: {
      type: 'boolean',
      title: 'Show language selector',
      description: 'Show the language selector at the bottom.',
      default: true,
    },
  },
  examples: [
    {
      showIcons: true,
      showLogo: true,
      showPromotions: true,
      showDownload: true,
      showService: true,
      showLanguageSelector: true,
    },
  ],
} as const;

export type SideMenuProps = WidgetProps<typeof schema>;
