import type { RequestOf } from '../../../schemas/api/index.ts';
import { LOBBY_FILTERS, type LobbyFilter, type LobbyProps } from './schema.ts';

export const PLATFORM = 'html5-desktop';
export const CLIENT_TYPE = 3;

const gameTypeOfPath = (pathname: string) => pathname.split('/').filter(Boolean)[0]?.toUpperCase() ?? '';
const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 1;
};
const orUndefined = (value: string | null | undefined) => (value ? value : undefined);

/** What a lobby shows, as its address says it (?filter=HOT&vassalage=PG&classify=VIDEO&q=…&page=3). */
export interface LobbyView {
  gameType: string;
  /** The kinds the brand lists for this game type (?classify=). */
  kinds: readonly string[];
  /** The filters the brand offers, in its order; the first is the default. */
  offered: LobbyFilter[];
  filter: LobbyFilter;
  vassalage: string | undefined;
  classify: string | undefined;
  query: string;
  page: number;
}

/** Reads the lobby's address; anything it does not offer falls back to the default. */
export function lobbyViewOf(
  props: Pick<LobbyProps, 'gameType' | 'filters' | 'classifies'>,
  pathname: string,
  params: URLSearchParams,
): LobbyView {
  const gameType = props.gameType ?? gameTypeOfPath(pathname);
  const offered = props.filters.filter((f): f is LobbyFilter => (LOBBY_FILTERS as readonly string[]).includes(f));
  const asked = params.get('filter')?.toUpperCase() as LobbyFilter | undefined;
  const kinds = props.classifies[gameType] ?? [];
  return {
    gameType,
    kinds,
    offered,
    filter: asked && offered.includes(asked) ? asked : (offered[0] ?? 'ALL'),
    vassalage: orUndefined(params.get('vassalage')),
    classify: kinds.includes(params.get('classify') ?? '') ? (params.get('classify') ?? undefined) : undefined,
    query: params.get('q') ?? '',
    page: positive(params.get('page')),
  };
}

/** The game list call of the ALL filter: one page of the lobby's category, vendor, kind and search (CALL-45). */
export function gameListParams(
  view: LobbyView,
  name: string,
  { language, merchantCode, pageSize }: { language: string; merchantCode: string | undefined; pageSize: number },
): RequestOf<'gameList'> {
  return {
    clientType: CLIENT_TYPE,
    platform: PLATFORM,
    language,
    pageNo: view.page,
    pageSize,
    ...(merchantCode ? { merchant: merchantCode } : {}),
    ...(view.gameType ? { gameType: view.gameType } : {}),
    ...(view.vassalage ? { vassalage: view.vassalage } : {}),
    ...(view.classify ? { gameClassify: view.classify } : {}),
    ...(name ? { gameName: name } : {}),
  };
}
