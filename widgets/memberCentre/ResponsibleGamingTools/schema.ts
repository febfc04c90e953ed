import type { WidgetProps } from '../../../engine/react/defineWidget.ts';
import { sectionHeadingLevel } from '../../content/sectionHeading.ts';

export const schema = {
  type: 'object',
  title: 'Responsible-gaming tools',
  description:
    "The signed-in player's limits (what each still allows, raises waiting out the cooling-off, cancellable), the reality check's interval, and a time-out or self-exclusion with a clear confirmation, as the brand's licence rules offer them.",
  additionalProperties: false,
  properties: {
    headingLevel: sectionHeadingLevel,
  },
  examples: [{ headingLevel: 3 }],
} as const;

export type ResponsibleGamingToolsProps = WidgetProps<typeof schema>;
