import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Notice detail',
  description:
    'The notice dialog’s content (ANN-06): one player notice’s title and sanitized HTML, opened at the index it was given (the marquee’s, HOME-03), with the other notices to step through.',
  additionalProperties: false,
  properties: {
    showList: {
      type: 'boolean',
      title: 'Show the list',
      description: 'The titles of every notice beside the open one.',
      default: true,
    },
  },
  examples: [{ showList: true }, { showList: false }],
} as const;

export type NoticeDetailProps = WidgetProps<typeof schema>;
