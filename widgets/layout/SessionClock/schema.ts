import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Session clock',
  description:
    "How long the signed-in player's session has lasted, in a slim bar under the header, where the brand's licence asks for it (the UK Gambling Commission's does); nothing elsewhere.",
  additionalProperties: false,
  properties: {},
  examples: [{}],
} as const;

export type SessionClockProps = WidgetProps<typeof schema>;
