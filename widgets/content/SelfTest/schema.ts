import type { WidgetProps } from '../../../engine/react/defineWidget.ts';
import { sectionHeadingLevel } from '../sectionHeading.ts';

export const schema = {
  type: 'object',
  title: 'Self-test',
  description:
    'Nine questions a player answers about the last twelve months of play (the Problem Gambling Severity Index), with what the score means and where to get help. The answers stay in the browser.',
  additionalProperties: false,
  properties: {
    headingLevel: sectionHeadingLevel,
  },
  examples: [{ headingLevel: 2 }],
} as const;

export type SelfTestProps = WidgetProps<typeof schema>;
