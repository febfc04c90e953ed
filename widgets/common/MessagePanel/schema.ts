import type { WidgetProps } from '../../../engine/react/defineWidget.ts';
import { DIALOG_ID_PATTERN } from '../../../schemas/brand/dialogIds.ts';

export const schema = {
  type: 'object',
  title: 'Message panel',
  description:
    'A short message with buttons that open other dialogs: a prompt, or what a dialog shows until its form is configured.',
  additionalProperties: false,
  properties: {
    text: {
      type: 'string',
      title: 'Message',
      description: 'A text key such as "dialog.loginComing", or plain text.',
      minLength: 1,
    },
    actions: {
      type: 'array',
      title: 'Actions',
      description: 'Buttons under the message, each opening a dialog of the brand.',
      items: {
        type: 'object',
        title: 'Action',
        additionalProperties: false,
        properties: {
          label: { type: 'string', title: 'Label', description: 'A text key or plain text.', minLength: 1 },
          dialog: {
            type: 'string',
            title: 'Dialog',
            description: 'Id of the dialog the button opens (it opens over this one).',
            pattern: DIALOG_ID_PATTERN,
          },
        },
        required: ['label', 'dialog'],
      },
      maxItems: 4,
      default: [],
    },
  },
  required: ['text'],
  examples: [{ text: 'dialog.loginComing', actions: [{ label: 'dialog.noAccount', dialog: 'register' }] }],
} as const;

export type MessagePanelProps = WidgetProps<typeof schema>;
