import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Game } from '../../../schemas/api/entities.ts';
import { useBrand, useSession, useT } from '../../../engine/react/context.tsx';
import { CallState, useCall, type CallResult } from '../../../engine/react/data/index.ts';
import { useDialog } from '../../../engine/react/dialogs/useDialog.ts';
import { useLocation, useSearchParams } from '../../../engine/react/navigation.tsx';
import { GameGrid, GameGridSkeleton } from '../../games/GameGrid.tsx';
import { LaunchNotice } from '../../games/LaunchNotice.tsx';
import { Pager } from '../../games/Pager.tsx';
import { useGameSelect } from '../../games/useGameSelect.ts';
import { mapResult, pageOf, type GamePage } from './lobbyLists.ts';
import { CLIENT_TYPE, gameListParams, lobbyViewOf, PLATFORM } from './lobbyAddress.ts';
import type { LobbyFilter, LobbyProps } from './schema.ts';
import './Lobby.css';
import { useTexts } from '../../../engine/react/useTexts.ts';
import texts from './locales.json';
import { usePlatformLanguage } from '../../../engine/react/usePlatformLanguage.ts';

/** Recent games the platform keeps per member: the lobby asks for all of them at once. */
const RECENT_ALL = 100;
const NEEDS_LOGIN: ReadonlySet<LobbyFilter> = new Set(['FAV', 'RECENT']);

/**
 * The game lobby (LOBBY-01..10). Filter, vendor, kind, search and page live in the address
 * (?filter=HOT&vassalage=PG&classify=VIDEO&q=…&page=3), so back, forward and a shared link restore
 * them; a filter or kind change starts again at page 1 without a search (LOBBY-04). The search box
 * is the player's own: what they type shows at once; the address and the call follow after a pause
 * in typing (250 ms) or on Enter, and a stale call is cancelled when it changes (useCall).
 */
/** How long typing pauses before the lobby searches (issue 13: a call per word, not per key). */
export const SEARCH_PAUSE_MS = 250;

export default function Lobby({
  gameType: fixedType,
  columns,
  filters,
  showVendorFilter,
  showSearch,
  classifies,
  loginDialog,
  trialDialog,
  vendorDialog,
}: LobbyProps) {
  useTexts(texts);
  const { t } = useT();
  // I18N-06: calls carry the language as the platform's tag.
  const language = usePlatformLanguage();
  const { constants, merchantCode } = useBrand();
  const isLogin = useSession((s) => s.isLogin);
  const { open } = useDialog();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const headingId = useId();
  const searchId = useId();
  const vendorId = useId();

  const view = lobbyViewOf({ gameType: fixedType, filters, classifies }, pathname, params);
  const { gameType, kinds, offered, filter, vassalage, classify, query, page } = view;
  const pageSize = constants.lobbyPageSize;

  // The box shows what the player types; the address (and so the call) follows.
  const [text, setText] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    // Back, forward or a filter change moved the address: the box follows it.
    setShownQuery(query);
    setText(query);
  }
  const typing = useRef(false);
  const name = useDeferredValue(query.trim());

  /** Changes the address: a new entry, or (while typing one search) the same one. */
  const update = (changes: Record<string, string | undefined>, replace = false) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );
  };

  const chooseFilter = (next: LobbyFilter) => {
    typing.current = false;
    if (NEEDS_LOGIN.has(next) && !isLogin) {
      open(loginDialog);
      return;
    }
    update({ filter: next === offered[0] ? undefined : next, page: undefined, q: undefined });
  };
  const chooseKind = (next: string | undefined) => {
    typing.current = false;
    update({ classify: next, page: undefined, q: undefined });
  };
  const chooseVendor = (next: string) => {
    typing.current = false;
    update({ vassalage: next || undefined, page: undefined });
  };
  // The search is asked for after a pause in typing, or at once on Enter: one call per word, not one per key.
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  const search = (value: string) => {
    clearTimeout(pending.current);
    if (value === query) return;
    setShownQuery(value);
    // The first search of a run of typing is a new history entry; the rest of it replaces it.
    update({ q: value, page: undefined }, typing.current);
    typing.current = true;
  };
  const type = (value: string) => {
    setText(value);
    clearTimeout(pending.current);
    pending.current = setTimeout(() => search(value), SEARCH_PAUSE_MS);
  };
  const goTo = (next: number) => {
    typing.current = false;
    update({ page: next > 1 ? String(next) : undefined });
  };

  const filterOf = { vassalage, classify, name };
  const all = useCall('gameList', gameListParams(view, name, { language, merchantCode, pageSize }), {
    enabled: filter === 'ALL',
  });
  const hot = useCall(
    'hotGames',
    {
      isPlatform: 2,
      platform: PLATFORM,
      language,
      ...(merchantCode ? { merchantCode } : {}),
      ...(gameType ? { gameType } : {}),
    },
    { enabled: filter === 'HOT' },
  );
  const favourites = useCall(
    'favoriteGamesList',
    {
      clientType: CLIENT_TYPE,
      platform: PLATFORM,
      pageNo: 1,
      pageSize: constants.favouritesPageSize ?? 99,
      ...(gameType ? { gameType } : {}),
    },
    { enabled: filter === 'FAV' && isLogin },
  );
  const recent = useCall(
    'recentGames',
    { page: 1, pageSize: RECENT_ALL, clientType: CLIENT_TYPE, language, ...(gameType ? { gameType } : {}) },
    { enabled: filter === 'RECENT' && isLogin },
  );
  const lanes = useCall('newGameVendor', { platform: PLATFORM }, { enabled: filter === 'NEW' });
  const vendors = useCall('vendorGroups', { language }, { enabled: showVendorFilter && gameType !== 'BGS' });

  const key = JSON.stringify([filterOf, page, pageSize]);
  /* eslint-disable react-hooks/exhaustive-deps -- `key` stands for the narrowing and the page */
  const shown: CallResult<GamePage> = useMemo(() => {
    const whole = (games: readonly Game[]) => pageOf(games, filterOf, page, pageSize);
    switch (filter) {
      case 'HOT':
        return mapResult(hot, whole);
      case 'FAV':
        return mapResult(favourites, (data) => whole(data.content));
      case 'RECENT':
        return mapResult(recent, (data) => whole(data.list));
      case 'NEW':
        return mapResult(lanes, (data) =>
          whole(
            data.data.lanes
              .filter((lane) => !gameType || lane.gameType === gameType)
              .flatMap((lane) => lane.games ?? []),
          ),
        );
      default:
        return mapResult(all, (data) => data);
    }
  }, [filter, key, all, hot, favourites, recent, lanes, gameType]);
  /* eslint-enable react-hooks/exhaustive-deps */

  const selection = useGameSelect({ loginDialog, trialDialog, vendorDialog });
  const typeName = t(`lobby.types.${gameType}`, { defaultValue: gameType });
  const vendorList =
    vendors.status === 'success' ? (vendors.data.find((group) => group.gameCategory === gameType)?.vendors ?? []) : [];
  const visitorWantsOwnList = NEEDS_LOGIN.has(filter) && !isLogin;

  return (
    <section className="lv-lobby" aria-labelledby={headingId}>
      <h1 id={headingId} className="lv-lobby__title">
        {typeName}
      </h1>
      {kinds.length > 0 && (
        <div className="lv-lobby__kinds" role="group" aria-label={t('lobby.classifyLabel')}>
          <button type="button" className="lv-chip" aria-pressed={!classify} onClick={() => chooseKind(undefined)}>
            {t('lobby.classifyAll')}
          </button>
          {kinds.map((kind) => (
            <button
              key={kind}
              type="button"
              className="lv-chip"
              aria-pressed={classify === kind}
              onClick={() => chooseKind(kind)}
            >
              {t(`lobby.classify.${kind}`, { defaultValue: kind })}
            </button>
          ))}
        </div>
      )}
      <div className="lv-lobby__tools">
        <div className="lv-lobby__filters" role="group" aria-label={t('lobby.filters.label')}>
          {offered.map((option) => (
            <button
              key={option}
              type="button"
              className={`lv-chip lv-lobby__filter--${option.toLowerCase()}`}
              aria-pressed={filter === option}
              onClick={() => chooseFilter(option)}
            >
              <FilterIcon filter={option} />
              {t(`lobby.filters.${option}`)}
            </button>
          ))}
        </div>
        {showVendorFilter && gameType !== 'BGS' && (
          <div className="lv-lobby__vendor">
            <label htmlFor={vendorId}>{t('lobby.vendor')}</label>
            <select
              id={vendorId}
              className="lv-field"
              value={vassalage ?? ''}
              onChange={(event) => chooseVendor(event.target.value)}
            >
              <option value="">{t('lobby.allVendors')}</option>
              {vendorList.map((vendor) => (
                <option key={vendor.vassalage} value={vendor.vassalage}>
                  {vendor.name ?? vendor.vassalage}
                </option>
              ))}
              {vassalage && !vendorList.some((vendor) => vendor.vassalage === vassalage) && (
                <option value={vassalage}>{vassalage}</option>
              )}
            </select>
          </div>
        )}
        {showSearch && (
          <form
            role="search"
            className="lv-lobby__search"
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              search(text);
            }}
          >
            <label htmlFor={searchId}>{t('lobby.search')}</label>
            <input
              id={searchId}
              className="lv-field"
              type="search"
              value={text}
              maxLength={100}
              autoComplete="off"
              placeholder={t('lobby.searchPlaceholder')}
              onChange={(event) => type(event.target.value)}
              onBlur={() => {
                typing.current = false;
              }}
            />
          </form>
        )}
      </div>
      <LaunchNotice selection={selection} />
      {visitorWantsOwnList ? (
        <div className="lv-lobby__login">
          <p>{t('lobby.loginToSee')}</p>
          <button type="button" className="lv-button lv-button--primary" onClick={() => open(loginDialog)}>
            {t('lobby.login')}
          </button>
        </div>
      ) : (
        <CallState
          result={shown}
          skeleton={<GameGridSkeleton count={pageSize} columns={columns} />}
          isEmpty={(data) => data.games.length === 0}
        >
          {(data) => (
            <>
              <GameGrid
                games={data.games}
                columns={columns}
                label={t('lobby.games', { type: typeName })}
                selection={selection}
                dialogs={{ loginDialog, trialDialog, vendorDialog }}
                eager={columns}
              />
              <Pager
                page={page}
                totalPages={data.totalPages}
                margin={constants.lobbyPagerMargin ?? 2}
                range={constants.lobbyPagerRange ?? 5}
                onChange={goTo}
              />
            </>
          )}
        </CallState>
      )}
    </section>
  );
}

const ICONS: Record<LobbyFilter, string> = {
  ALL: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  HOT: 'M12 2c1 4 5 6 5 11a5 5 0 0 1-10 0c0-3 2-4 2-7 2 1 3 3 3 3s1-4 0-7z',
  FAV: 'M12 20.5l-1.4-1.3C5.4 14.5 2 11.4 2 7.6 2 4.5 4.4 2 7.5 2c1.7 0 3.4.8 4.5 2.1C13.1 2.8 14.8 2 16.5 2 19.6 2 22 4.5 22 7.6c0 3.8-3.4 6.9-8.6 11.6z',
  RECENT: 'M12 3a9 9 0 1 0 0.01 0M12 7v5l3 3',
  NEW: 'M12 3l2.7 5.6 6.3.9-4.5 4.4 1 6.1-5.5-2.9-5.5 2.9 1-6.1L3 9.5l6.3-.9z',
};

function FilterIcon({ filter }: { filter: LobbyFilter }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={ICONS[filter]} />
    </svg>
  );
}
