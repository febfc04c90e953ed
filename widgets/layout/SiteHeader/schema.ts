import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Site header',
  description: 'Brand logo linking home, the top menu, a language selector and, for visitors, log-in and register buttons (HEADER-01).',
  additionalProperties: false,
  properties: {
    showLanguageSelector: { type: 'boolean', title: 'Show language selector', description: 'Show the language selector in the header.', default: true },
    sticky: { type: 'boolean', title: 'Sticky', description: 'Keep the header at the top of the window while scrolling.', default: true },
  },
  examples: [{ showLanguageSelector: true, sticky: true }],
} as const;

export type SiteHeaderProps = WidgetProps<typeof schema>;
