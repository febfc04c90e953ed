import type { RequestOf } from '../../../schemas/api/index.ts';
import type { RuntimeBrand } from '../../../schemas/brand/index.ts';
import type { HomeSection } from './schema.ts';

/**
 * The home games' calls (HOME-04..09) as the widget sends them and as its first screen declares
 * them ahead (index.ts): one place, so the answer asked ahead is the one the widget reads.
 */

const PLATFORM = 'html5-desktop';
const CLIENT_TYPE = 3;
/** The tab the address names (?games=HOT); HOME by default (HOME-04). */
export const TAB_PARAM = 'games';

type Brand = Pick<RuntimeBrand, 'merchantCode' | 'constants'>;

/** The tab shown: HOT, FAV (members only) or HOME. */
export function tabOf(params: URLSearchParams, isLogin: boolean): 'HOME' | 'HOT' | 'FAV' {
  const asked = params.get(TAB_PARAM);
  return asked === 'HOT' || (asked === 'FAV' && isLogin) ? asked : 'HOME';
}

/** The sections a tab shows, in order: FAV for members only. */
export function sectionsOf(
  tab: 'HOME' | 'HOT' | 'FAV',
  sections: readonly HomeSection[],
  isLogin: boolean,
): HomeSection[] {
  return (tab === 'HOME' ? [...sections] : [tab]).filter((id) => id !== 'FAV' || isLogin);
}

export const vendorGroupsParams = (language: string): RequestOf<'vendorGroups'> => ({ language });

export const hotGamesParams = (language: string, { merchantCode }: Brand): RequestOf<'hotGames'> => ({
  isPlatform: 2,
  platform: PLATFORM,
  language,
  ...(merchantCode ? { merchantCode } : {}),
});

/** HOME-09, CONST-07: the home asks for the favourites with page size 99 and shows the first 6. */
export const favouritesParams = ({ constants }: Brand): RequestOf<'favoriteGamesList'> => ({
  clientType: CLIENT_TYPE,
  platform: PLATFORM,
  pageNo: 1,
  pageSize: constants.favouritesPageSize,
});

export const categoryGamesParams = (
  category: string,
  language: string,
  { merchantCode, constants }: Brand,
): RequestOf<'gameList'> => ({
  clientType: CLIENT_TYPE,
  platform: PLATFORM,
  language,
  pageNo: 1,
  pageSize: constants.homeSectionSize,
  gameType: category,
  ...(merchantCode ? { merchant: merchantCode } : {}),
});
