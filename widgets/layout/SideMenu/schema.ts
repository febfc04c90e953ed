import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Side menu',
  description: 'The brand logo, the side menu links (items whose condition fails are left out) and the language selector at the bottom (SIDE-01, SIDE-04, I18N-05).',
  additionalProperties: false,
  properties: {
    showIcons: { type: 'boolean', title: 'Show icons', description: 'Show each item\'s icon before its label.', default: true },
    showLogo: { type: 'boolean', title: 'Show logo', description: 'Show the brand logo at the top of the menu.', default: true },
    showLanguageSelector: { type: 'boolean', title: 'Show language selector', description: 'Show the language selector at the bottom.', default: true },
  },
  examples: [{ showIcons: true, showLogo: true, showLanguageSelector: true }],
} as const;

export type SideMenuProps = WidgetProps<typeof schema>;
