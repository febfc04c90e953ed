import type { RequestOf } from '../../schemas/api/index.ts';

/** Every part of CALL-53 a visitor sees (ANN-01): banners, player notices, popups (execution B), promotions. */
export const ANNOUNCEMENT_TYPES = 'B,PL,PU,PR,H';

/**
 * The announcements' params (CALL-53) the side menu, the home banners, the marquee, the notice
 * dialog and the announcements dialog all send: one request, shared by all of them.
 */
export function announcementsParams(language: string): RequestOf<'announcements'> {
  return { types: ANNOUNCEMENT_TYPES, platform: 'W', execution: 'B', language };
}

/** The public popups' params (CALL-53, type PU) for an execution type: the popups' loader and dialog send these. */
export function popupsParams(execution: 'A' | 'B', language: string): RequestOf<'announcements'> {
  return { types: 'PU', platform: 'W', execution, language };
}
