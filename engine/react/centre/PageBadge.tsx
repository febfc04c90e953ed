import { useEffect, useState } from 'react';
import type { BadgeSource } from '../../../schemas/brand/dialogs.ts';
import { useApi, useSession, useT } from '../context.tsx';

/** The count a badge source stands for, while a member is logged in (unread messages: CALL-28). */
function useBadgeCount(source: BadgeSource): number | undefined {
  const gateway = useApi();
  const loggedIn = useSession((state) => state.kind !== 'visitor');
  const [count, setCount] = useState<number>();
  useEffect(() => {
    if (!loggedIn || source !== 'unreadCount') return;
    const controller = new AbortController();
    gateway.call('unreadCount', undefined, { signal: controller.signal }).then(
      (answer) => setCount(answer.count),
      () => undefined, // A badge that cannot load is simply not shown.
    );
    return () => controller.abort();
  }, [gateway, loggedIn, source]);
  return loggedIn ? count : undefined;
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
