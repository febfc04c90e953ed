import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Mirror sites',
  description:
    "The brand's mirror sites from the platform (MC-23, CALL-135): other addresses of the same site, each with a copy button, for a player whose network blocks the main one.",
  additionalProperties: false,
  properties: {
    showTitle: {
      type: 'boolean',
      default: true,
      title: 'Show the title',
      description: 'Off where the page around it already says "Mirror sites" (a member-centre page).',
    },
  },
  examples: [{}],
} as const;

export type MirrorSitesProps = WidgetProps<typeof schema>;
