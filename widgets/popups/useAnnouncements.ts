import { useCall } from '../../engine/react/data/index.ts';
import { usePlatformLanguage } from '../../engine/react/usePlatformLanguage.ts';

/** Every part of CALL-53 a visitor sees (ANN-01): banners, player notices, popups (execution B), promotions. */
export const ANNOUNCEMENT_TYPES = 'B,PL,PU,PR,H';

/**
 * The announcements (CALL-53) with the params the side menu, the home banners, the marquee, the
 * notice dialog and the announcements dialog all send: one request, shared by all of them.
 */
export function useAnnouncements() {
  const language = usePlatformLanguage();
  return useCall('announcements', { types: ANNOUNCEMENT_TYPES, platform: 'W', execution: 'B', language });
}
