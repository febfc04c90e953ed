import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Missions and leaderboard',
  description:
    "Mission activity (MC-13, PROMO-07): each mission's progress towards its target and reward, a Claim button once complete (CALL-122, paid once), and the mission leaderboard (CALL-30). With missions off it is the leaderboard screen (MC-22).",
  additionalProperties: false,
  properties: {
    showMissions: {
      type: 'boolean',
      title: 'Show missions',
      description: "The member's missions with progress and claim.",
      default: true,
    },
    showLeaderboard: {
      type: 'boolean',
      title: 'Show leaderboard',
      description: 'The top scores, accounts masked.',
      default: true,
    },
    showTitle: {
      type: 'boolean',
      default: true,
      title: 'Show the titles',
      description:
        'Off where the page around it already says "Leaderboard" (a member-centre page showing one section).',
    },
  },
  examples: [
    { showMissions: true, showLeaderboard: true },
    { showMissions: false, showLeaderboard: true },
  ],
} as const;

export type MissionBoardProps = WidgetProps<typeof schema>;
