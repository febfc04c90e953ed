import { useRef } from 'react';
import type { Game } from '../../../schemas/api/entities.ts';
import { findScreen } from '../../../engine/core/screens.ts';
import { useBrand, useEngine, useSession, useT } from '../../../engine/react/context.tsx';
import { sessionRead } from '../../../engine/state/session.ts';
import { CallState, useCall, type CallResult } from '../../../engine/react/data/index.ts';
import { useDialog } from '../../../engine/react/dialogs/useDialog.ts';
import { Link, useSearchParams } from '../../../engine/react/navigation.tsx';
import { useNearScreen } from '../../../engine/react/useNearScreen.ts';
import { usePlatformLanguage } from '../../../engine/react/usePlatformLanguage.ts';
import { GameGrid, GameGridSkeleton } from '../../games/GameGrid.tsx';
import { LaunchNotice } from '../../games/LaunchNotice.tsx';
import { useGameSelect, type GameSelect, type GameSelectDialogs } from '../../games/useGameSelect.ts';
import { gamesOf, homeHotList } from './homeLists.ts';
import {
  categoryGamesParams,
  favouritesParams,
  hotGamesParams,
  sectionsOf,
  TAB_PARAM,
  tabOf,
  vendorGroupsParams,
} from './homeCalls.ts';
import type { HomeGamesProps, HomeSection } from './schema.ts';
import './HomeGames.css';
import { useTexts } from '../../../engine/react/useTexts.ts';
import categoryTexts from '../../shared/categoryTexts.json';
import texts from './locales.json';

/** A category's lobby is the brand screen at its lower-cased code (RNG → /rng; HOME-11). */
const lobbyPath = (category: string) => `/${category.toLowerCase()}`;

interface SectionProps {
  id: HomeSection;
  columns: number;
  dialogs: GameSelectDialogs;
  selection: GameSelect;
}

interface GamesProps extends SectionProps {
  label: string;
}

function useSectionLabel() {
  const { t } = useT();
  useTexts(categoryTexts);
  return (id: string) =>
    id === 'HOT' || id === 'FAV' ? t(`homeGames.${id}`) : t(`layout.category.${id}`, { defaultValue: id });
}

function SectionGames({
  label,
  result,
  columns,
  dialogs,
  selection,
  pick,
}: GamesProps & { result: CallResult<unknown>; pick: (data: unknown) => Game[] }) {
  const size = useBrand().constants.homeSectionSize;
  return (
    <CallState
      result={result}
      skeleton={<GameGridSkeleton count={size} columns={columns} />}
      isEmpty={(data) => pick(data).length === 0}
    >
      {(data) => (
        <GameGrid games={pick(data)} columns={columns} label={label} dialogs={dialogs} selection={selection} />
      )}
    </CallState>
  );
}

function HotGames(props: GamesProps) {
  const brand = useBrand();
  const { constants } = brand;
  const result = useCall('hotGames', hotGamesParams(usePlatformLanguage(), brand));
  const limits = {
    sectionSize: constants.homeSectionSize,
    trimOver: constants.hotListTrimOver,
    trimTo: constants.hotListTrimTo,
  };
  return <SectionGames {...props} result={result} pick={(data) => homeHotList(gamesOf(data), limits)} />;
}

function FavouriteGames(props: GamesProps) {
  const brand = useBrand();
  const result = useCall('favoriteGamesList', favouritesParams(brand));
  const { constants } = brand;
  return <SectionGames {...props} result={result} pick={(data) => gamesOf(data).slice(0, constants.homeSectionSize)} />;
}

function CategoryGames(props: GamesProps) {
  const brand = useBrand();
  const size = brand.constants.homeSectionSize;
  const result = useCall('gameList', categoryGamesParams(props.id, usePlatformLanguage(), brand));
  return <SectionGames {...props} result={result} pick={(data) => gamesOf(data).slice(0, size)} />;
}

/**
 * One section: its heading and "more" link at once, its games when it comes near the screen. Until
 * then it keeps their place with still tiles (not a loading skeleton: nothing is loading yet), so the
 * page below does not move when they arrive.
 */
function Section(props: SectionProps) {
  const { t } = useT();
  const { constants, screens } = useBrand();
  const label = useSectionLabel()(props.id);
  const ref = useRef<HTMLElement>(null);
  const near = useNearScreen(ref);
  const lobby = lobbyPath(props.id);
  const more = props.id === 'FAV' ? '/favorite' : props.id !== 'HOT' && findScreen(screens, lobby) ? lobby : undefined;
  const headingId = `lv-home-section-${label.replace(/\W+/g, '-')}`;
  const games = { ...props, label };
  return (
    <section ref={ref} className="lv-home-games__section" aria-labelledby={headingId}>
      <div className="lv-home-games__head">
        <h2 id={headingId} className="lv-home-games__title">
          {label}
        </h2>
        {more && (
          <Link to={more} className="lv-home-games__more">
            {t('homeGames.more', { section: label })}
          </Link>
        )}
      </div>
      {!near ? (
        <GameGridSkeleton count={constants.homeSectionSize} columns={props.columns} still />
      ) : props.id === 'HOT' ? (
        <HotGames {...games} />
      ) : props.id === 'FAV' ? (
        <FavouriteGames {...games} />
      ) : (
        <CategoryGames {...games} />
      )}
    </section>
  );
}

function Tabs({ tab, loginDialog }: { tab: string; loginDialog: string }) {
  const { t } = useT();
  const { screens } = useBrand();
  const language = usePlatformLanguage();
  const isLogin = useSession((s) => s.isLogin);
  const { session } = useEngine();
  const { open } = useDialog();
  const [, setParams] = useSearchParams();
  const label = useSectionLabel();
  const groups = useCall('vendorGroups', vendorGroupsParams(language));
  // HOME-04: categories with at least one vendor and a lobby in this brand, in the platform's order.
  const categories = Array.isArray(groups.data)
    ? groups.data.filter(
        (group) =>
          Array.isArray(group.vendors) &&
          group.vendors.length > 0 &&
          findScreen(screens, lobbyPath(group.gameCategory)),
      )
    : [];
  const select = (next: 'HOME' | 'FAV' | 'HOT') => {
    // HOME-05: FAV while logged out opens the login dialog instead; just after a reload, once the
    // stored session has been read (a member is not a visitor meanwhile).
    if (next === 'FAV' && !isLogin) {
      void sessionRead(session).then((state) => (state.isLogin ? show(next) : open(loginDialog)));
      return;
    }
    show(next);
  };
  const show = (next: 'HOME' | 'FAV' | 'HOT') =>
    setParams(
      (params) => {
        if (next === 'HOME') params.delete(TAB_PARAM);
        else params.set(TAB_PARAM, next);
        return params;
      },
      { preventScrollReset: true },
    );
  return (
    <nav className="lv-home-games__tabs" aria-label={t('homeGames.menu')}>
      <ul>
        {(['HOME', 'FAV', 'HOT'] as const).map((id) => (
          <li key={id}>
            <button
              type="button"
              className="lv-home-games__tab"
              aria-current={tab === id ? 'page' : undefined}
              onClick={() => select(id)}
            >
              {id === 'HOME' ? t('homeGames.HOME') : label(id)}
            </button>
          </li>
        ))}
        {categories.map((group) => (
          <li key={group.gameCategory}>
            <Link to={lobbyPath(group.gameCategory)} className="lv-home-games__tab">
              {label(group.gameCategory)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The home's games (HOME-04..11): the game menu (HOME, FAV, HOT, then each category with a vendor,
 * linking to its lobby) and, under HOME, the sections in order — HOT (cut as HOME-08 says), FAV
 * for members, then each category's first games — 6 at most each. FAV and HOT show alone when
 * their tab is picked; the tab lives in the address. Every section draws its own loading, empty
 * and failed state, so one failing call leaves the rest of the home working.
 */
export default function HomeGames({
  sections,
  columns,
  showTabs,
  loginDialog,
  trialDialog,
  vendorDialog,
}: HomeGamesProps) {
  useTexts(texts);
  const isLogin = useSession((s) => s.isLogin);
  const [params] = useSearchParams();
  const dialogs: GameSelectDialogs = { loginDialog, trialDialog, vendorDialog };
  const selection = useGameSelect(dialogs);
  const tab = tabOf(params, isLogin);
  const shown = sectionsOf(tab, sections, isLogin);
  return (
    <div className="lv-home-games">
      {showTabs && <Tabs tab={tab} loginDialog={loginDialog} />}
      <LaunchNotice selection={selection} />
      {shown.map((id) => (
        <Section key={id} id={id} columns={columns} dialogs={dialogs} selection={selection} />
      ))}
    </div>
  );
}
