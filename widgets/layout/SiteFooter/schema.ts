import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Site footer',
  description:
    "Social links, product and help lists, vendor logos, the age badge and the copyright line, all from the brand's footer settings (FOOTER-01..04).",
  additionalProperties: false,
  properties: {
    showVendors: {
      type: 'boolean',
      title: 'Show vendor logos',
      description: 'Show the game provider logos (FOOTER-03).',
      default: true,
    },
    showSocial: {
      type: 'boolean',
      title: 'Show social links',
      description: 'Show the follow-us links (FOOTER-01).',
      default: true,
    },
  },
  examples: [{ showVendors: true, showSocial: true }],
} as const;

export type SiteFooterProps = WidgetProps<typeof schema>;
