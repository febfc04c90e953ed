import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Help centre',
  description:
    'The help centre (HELP-01, HELP-02): the sections of CALL-03 in the player’s language, a menu of sections and the chosen one’s text. The help dialog’s anchor or the address’s hash picks the section (`/help#term` opens the terms).',
  additionalProperties: false,
  properties: {
    heading: {
      type: 'boolean',
      title: 'Page heading',
      description:
        'A "Help centre" heading of its own: on for the standalone /helpmc page, off inside the help dialog, whose title already says it.',
      default: false,
      examples: [true],
    },
    menu: {
      type: 'string',
      title: 'Section menu',
      description: '"side": the sections listed beside the text; "top": a row of sections above it.',
      enum: ['side', 'top'],
      default: 'side',
      examples: ['top'],
    },
  },
  examples: [
    { heading: false, menu: 'side' },
    { heading: true, menu: 'top' },
  ],
} as const;

export type HelpCentreProps = WidgetProps<typeof schema>;
