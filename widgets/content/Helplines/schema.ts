import type { WidgetProps } from '../../../engine/react/defineWidget.ts';
import { sectionHeadingLevel } from '../sectionHeading.ts';

export const schema = {
  type: 'object',
  title: 'Helplines',
  description:
    "Where a player can get help with gambling: the helplines and links of the brand's licence settings (compliance), each with its phone and web address, in the player's language.",
  additionalProperties: false,
  properties: {
    headingLevel: sectionHeadingLevel,
  },
  examples: [{ headingLevel: 2 }],
} as const;

export type HelplinesProps = WidgetProps<typeof schema>;
