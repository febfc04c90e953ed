import type { ResponseOf } from '../../schemas/api/index.ts';
import type { Db } from '../db.ts';
import type { BannerGroup, LinkageType } from './copy/announcementCopy.ts';
import { bannerImagePath, withOrigin } from './imagePaths.ts';
import type { ContentLanguage } from './languages.ts';

/**
 * The parts of CALL-53 (ANN-01): B banners, PL player notices, PU popups, PR promotions, and
 * H the home notices (those the home marquee shows, HOME-03), answered in `notices` as well.
 */
export type AnnouncementType = 'B' | 'PL' | 'PU' | 'PR' | 'H';

export interface AnnouncementQuery {
  brand: string;
  language: ContentLanguage;
  types: ReadonlySet<AnnouncementType>;
  /** Popups of this execution type only (POPUP-05, UNSPEC-51). */
  execution: 'A' | 'B';
  /** For absolute image URLs. */
  origin: string;
}

interface ItemRow {
  id: string;
  title: string;
  content: string;
  promotion_type: string | null;
  execution: 'A' | 'B' | null;
}

interface BannerRow {
  id: string;
  group_name: BannerGroup;
  linkage_type: LinkageType;
  linkage: string | null;
}

export const parseAnnouncementTypes = (types: string): Set<AnnouncementType> =>
  new Set(
    types
      .split(',')
      .map((type) => type.trim())
      .filter(Boolean) as AnnouncementType[],
  );

export type Announcements = ResponseOf<'announcements'>;

export function listAnnouncements(db: Db, query: AnnouncementQuery): Announcements {
  const { brand, language, types, origin } = query;
  const answer: Announcements = {};
  const items = (kind: string, extra = '', ...params: unknown[]) =>
    (
      db
        .prepare(
          `SELECT id, title, content, promotion_type, execution FROM content_items WHERE brand = ? AND language = ? AND kind = ? ${extra} ORDER BY sort`,
        )
        .all(brand, language, kind, ...params) as ItemRow[]
    ).map((row) => ({
      id: row.id,
      title: row.title,
      content: withOrigin(row.content, origin),
      ...(row.promotion_type ? { promotionType: row.promotion_type } : {}),
    }));

  if (types.has('B')) {
    const rows = db
      .prepare(
        'SELECT id, group_name, linkage_type, linkage FROM content_banners WHERE brand = ? AND language = ? ORDER BY group_name, sort',
      )
      .all(brand, language) as BannerRow[];
    answer.banners = rows.map((row) => ({
      id: row.id,
      groupName: row.group_name,
      url: `${origin}${bannerImagePath(row.id)}`,
      linkageType: row.linkage_type,
      ...(row.linkage ? { linkage: row.linkage } : {}),
    }));
  }
  // PL: every player notice; H alone: only the home-marquee ones.
  if (types.has('PL')) answer.notices = items('notice');
  else if (types.has('H')) answer.notices = items('notice', 'AND on_home = 1');
  if (types.has('PU'))
    answer.popup = items('popup', 'AND execution = ?', query.execution).map((popup) => ({
      ...popup,
      execution: query.execution,
    }));
  if (types.has('PR')) answer.promotion = items('promotion');
  return answer;
}
