import { useCall } from '../../engine/react/data/index.ts';
import { usePlatformLanguage } from '../../engine/react/usePlatformLanguage.ts';
import { announcementsParams } from './announcementsParams.ts';

/** The announcements (CALL-53) in the player's language, as every widget that shows them asks. */
export function useAnnouncements() {
  return useCall('announcements', announcementsParams(usePlatformLanguage()));
}
