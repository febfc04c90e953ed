import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Popup content',
  description:
    'The popup dialog’s content: the public popup it was opened for (its id), title and sanitized HTML (POPUP-05).',
  additionalProperties: false,
  properties: {
    showTitle: {
      type: 'boolean',
      title: 'Show the title',
      description: 'The popup’s own title above its content.',
      default: true,
    },
  },
  examples: [{ showTitle: true }],
} as const;

export type PopupContentProps = WidgetProps<typeof schema>;
