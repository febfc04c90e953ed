import type { BadgeSource } from '../../../schemas/brand/dialogs.ts';
import { useSession, useT } from '../context.tsx';
import { useCall } from '../data/useCall.ts';
import './badge.css';

/** Which field of CALL-28's answer each badge source reads (MC-16). */
const FIELD_OF = {
  unreadCount: 'count',
  missionCount: 'missionLeaderboard',
  rewardCount: 'rewardCenter',
} as const satisfies Record<BadgeSource, string>;

/**
 * The count a badge source stands for, while a member or an agent is logged in: one CALL-28 answer
 * feeds every badge; it is never asked for visitors or trial accounts (MC-17, ROLE-06).
 */
export function useBadgeCount(source: BadgeSource): number | undefined {
  const realAccount = useSession((state) => state.kind === 'member' || state.kind === 'agent');
  // Shared with every other badge; a badge that cannot load is simply not shown.
  const counts = useCall('unreadCount', undefined, { enabled: realAccount });
  if (!realAccount || counts.status !== 'success') return undefined;
  const count = counts.data[FIELD_OF[source]];
  return typeof count === 'number' ? count : undefined;
}

/** A red count beside a centre page's or a menu item's label; nothing when it is zero or unknown. */
export function PageBadge({ source }: { source: BadgeSource }) {
  const count = useBadgeCount(source);
  const { t } = useT();
  if (!count) return null;
  return (
    <span className="lv-centre__badge" aria-label={t(`engine.badge.${source}`, { count })}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
