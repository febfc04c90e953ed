import type { WidgetProps } from '../../../engine/react/defineWidget.ts';
import { DIALOG_ID_PATTERN } from '../../../schemas/brand/dialogIds.ts';

export const schema = {
  type: 'object',
  title: 'Notice marquee',
  description:
    'The player notices (CALL-53) running across a strip; picking one opens the notice dialog at that notice (HOME-03, ANN-06).',
  additionalProperties: false,
  properties: {
    dialog: {
      type: 'string',
      title: 'Notice dialog',
      description: 'Id of the dialog a notice opens, with its index.',
      pattern: DIALOG_ID_PATTERN,
      default: 'notice',
    },
    secondsPerNotice: {
      type: 'integer',
      title: 'Seconds per notice',
      description:
        'How long one notice takes to pass; the strip stops while hovered or focused, and stands still for reduced motion.',
      minimum: 2,
      maximum: 60,
      default: 8,
      examples: [12],
    },
    showIcon: { type: 'boolean', title: 'Show icon', description: 'A loudspeaker before the strip.', default: true },
  },
  examples: [{ dialog: 'notice', secondsPerNotice: 8, showIcon: true }],
} as const;

export type NoticeMarqueeProps = WidgetProps<typeof schema>;
