import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Agent status bar',
  description:
    "AG-14: the agent centre's bar — the agent's nickname, a live clock with its GMT offset, and log out (the sign-out dialog). The clock shows the given IANA time zone (the brand's reporting zone, in which every agent report counts its days), else the device's.",
  additionalProperties: false,
  properties: {
    timeZone: { type: 'string', title: 'Time zone of the clock', maxLength: 64, examples: ['Asia/Kuala_Lumpur'] },
  },
  examples: [{ timeZone: 'Asia/Kuala_Lumpur' }, {}],
} as const;

export type AgentStatusBarProps = WidgetProps<typeof schema>;
