import { useSession } from '../../engine/react/context.tsx';
import { useCall } from '../../engine/react/data/index.ts';
import { usePlatformLanguage } from '../../engine/react/usePlatformLanguage.ts';
import { popupsParams } from './announcementsParams.ts';

/** A member's first login is flagged by the literal 'F' (UNSPEC-51). */
export const FIRST_LOGIN = 'F';

/**
 * Which public popups apply now (POPUP-05, UNSPEC-51): execution B for visitors, execution A for a
 * member whose first login is flagged 'F'; none for anyone else.
 */
export function usePopupExecution(): 'A' | 'B' | null {
  const isLogin = useSession((s) => s.isLogin);
  const firstLogin = useSession((s) => s.member?.firstTimeLogin === FIRST_LOGIN);
  if (!isLogin) return 'B';
  return firstLogin ? 'A' : null;
}

/** The public popups (CALL-53, type PU) for an execution type; shared by the loader and the dialog. */
export function usePopups(execution: 'A' | 'B' | null) {
  const language = usePlatformLanguage();
  return useCall('announcements', popupsParams(execution ?? 'B', language), { enabled: execution !== null });
}
