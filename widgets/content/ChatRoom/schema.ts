import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Chat room',
  description:
    'The customer-service chat room (CS-04): the chat models of CALL-40 to choose from, then CALL-41’s chat address in a frame. A single model opens at once. For members: place it in a dialog with token access.',
  additionalProperties: false,
  properties: {
    height: {
      type: 'integer',
      title: 'Frame height',
      description: 'Height of the chat frame in CSS pixels (the width follows the dialog).',
      minimum: 320,
      maximum: 1200,
      default: 640,
      examples: [560],
    },
  },
  examples: [{ height: 640 }, { height: 560 }],
} as const;

export type ChatRoomProps = WidgetProps<typeof schema>;
