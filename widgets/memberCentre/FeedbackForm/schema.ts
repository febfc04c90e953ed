import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Feedback and suggestions',
  description:
    "Feedback and suggestions (MC-20, CALL-26): content within the platform's bounds (VAL-17), a remark of at most 140 characters (VAL-18), up to 3 PNG or JPEG images of at most 5 MB each with previews, removal and upload progress (VAL-19); below, the member's past feedback with the operator's reply (CALL-92).",
  additionalProperties: false,
  properties: {
    pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 10, title: 'Past feedback per page' },
  },
  examples: [{ pageSize: 10 }],
} as const;

export type FeedbackFormProps = WidgetProps<typeof schema>;
