import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Member profile',
  description:
    'The security center\'s "my account" (MC-02, MC-25, ENT-07/08): the member\'s account, nickname and real name (the holder of every payout account) with the VIP label and rank from member info. Read-only: the platform has no call to change them; the real name is set with the first payout account.',
  additionalProperties: false,
  properties: {
    showVip: { type: 'boolean', default: true, title: 'Show the VIP label and rank (MC-25)' },
  },
  examples: [{ showVip: true }],
} as const;

export type MemberProfileProps = WidgetProps<typeof schema>;
