/**
 * Badge sources a centre page or a menu item may show, all counted by CALL-28 (MC-16): unread
 * messages, missions ready to claim, promotions still to claim.
 */
export const BADGE_SOURCES = ['unreadCount', 'missionCount', 'rewardCount'] as const;
export type BadgeSource = (typeof BADGE_SOURCES)[number];

export const badgeSchema = {
  type: 'string',
  title: 'Badge',
  description:
    'A red count beside the label, for members only (MC-16): unreadCount (unread messages), missionCount (missions ready to claim), rewardCount (promotions to claim).',
  enum: BADGE_SOURCES,
} as const;
