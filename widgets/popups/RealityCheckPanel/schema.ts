import type { WidgetProps } from '../../../engine/react/defineWidget.ts';
import { linkTargetSchema } from '../../../schemas/brand/links.ts';

export const schema = {
  type: 'object',
  title: 'Reality-check panel',
  description:
    "What the reality check shows: how long the player has played this session, the session's net result and stakes, a link to the betting history, and continue or log out.",
  additionalProperties: false,
  properties: {
    historyLink: {
      ...linkTargetSchema,
      title: 'History link',
      description: 'Where "See my history" goes.',
      default: '/member?page=personalHistoryCopy',
    },
  },
  examples: [{ historyLink: '/member?page=personalHistoryCopy' }],
} as const;

export type RealityCheckPanelProps = WidgetProps<typeof schema>;
