import type { BadgeSource } from '../../../schemas/brand/dialogs.ts';
import { useSession, useT } from '../context.tsx';
import { useCall } from '../data/useCall.ts';

/** The count a badge source stands for, while a member is logged in (unread messages: CALL-28). */
function useBadgeCount(source: BadgeSource): number | undefined {
  const loggedIn = useSession((state) => state.kind !== 'visitor');
  // Shared with every other widget showing the unread count; a badge that cannot load is simply not shown.
  const unread = useCall('unreadCount', undefined, { enabled: loggedIn && source === 'unreadCount' });
  return unread.status === 'success' ? unread.data.count : undefined;
}

/** A count beside a centre page's label; nothing when it is zero or unknown. */
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
