import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Reality check',
  description:
    "Interrupts play at the interval the player chose (from the licence's minimum) with the dialog that shows the time played and the session's result: in every view of the site, for a signed-in player under a licence that offers it. It shows nothing itself.",
  additionalProperties: false,
  properties: {
    dialog: {
      type: 'string',
      title: 'Dialog',
      description: 'The dialog it opens: one holding the reality-check panel.',
      default: 'realityCheck',
    },
  },
  examples: [{ dialog: 'realityCheck' }],
} as const;

export type RealityCheckProps = WidgetProps<typeof schema>;
