import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Platform messages',
  description:
    "The member's message box (messageV2, MC-14, MC-18): newest first with the unread ones marked; a message opens in place with its content sanitized, is marked read once shown, and can be deleted. New messages arrive live and raise the badge (MC-16).",
  additionalProperties: false,
  properties: {
    pageSize: { type: 'integer', title: 'Messages per page', minimum: 5, maximum: 50, default: 10 },
  },
  examples: [{ pageSize: 10 }],
} as const;

export type MessageInboxProps = WidgetProps<typeof schema>;
