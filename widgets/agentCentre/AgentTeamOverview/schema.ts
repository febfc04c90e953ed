import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Agent team overview',
  description:
    "AG-02 (agentTeamOverview): the agent's team for a period — members, direct downlines, sub-agents, active members, new sign-ups, deposits, withdrawals, bets, valid bet, payouts and the team's win/loss — counted by the platform in the brand's reporting time zone (CALL-110). Period presets and custom days in the URL.",
  additionalProperties: false,
  properties: {},
  examples: [{}],
} as const;

export type AgentTeamOverviewProps = WidgetProps<typeof schema>;
