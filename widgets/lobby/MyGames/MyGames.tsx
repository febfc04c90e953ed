import { useId } from 'react';
import { useBrand, useSession, useT } from '../../../engine/react/context.tsx';
import { CallState, useCall, type CallResult } from '../../../engine/react/data/index.ts';
import { useSearchParams } from '../../../engine/react/navigation.tsx';
import { GameGrid, GameGridSkeleton } from '../../games/GameGrid.tsx';
import { Pager } from '../../games/Pager.tsx';
import { mapResult, type GamePage } from '../Lobby/lobbyLists.ts';
import type { MyGamesProps } from './schema.ts';
import '../Lobby/Lobby.css';
import { useTexts } from '../../../engine/react/useTexts.ts';
import texts from './locales.json';
import { usePlatformLanguage } from '../../../engine/react/usePlatformLanguage.ts';

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 1;
};

/**
 * The member's favourites or recent games (ROUTE-11, MYGAME-05..07). The screen needs a session
 * token; until the member has arrived the list keeps its size. A heart removed here leaves the list
 * at once (the favourites list is invalidated by the change, MYGAME-04).
 */
export default function MyGames({ list, columns, trialDialog, pageParam, headingLevel, showTitle }: MyGamesProps) {
  useTexts(texts);
  const { t } = useT();
  // I18N-06: calls carry the language as the platform's tag.
  const language = usePlatformLanguage();
  const { constants } = useBrand();
  const isLogin = useSession((s) => s.isLogin);
  const [params, setParams] = useSearchParams();
  const headingId = useId();
  const page = positive(params.get(pageParam));
  const Heading = `h${headingLevel}` as 'h1' | 'h2' | 'h3';
  const favourite = list === 'favorite';
  const pageSize = favourite ? (constants.favouritesPageSize ?? 99) : (constants.lobbyPageSize ?? 18);
  const favourites = useCall(
    'favoriteGamesList',
    { clientType: 3, platform: 'html5-desktop', pageNo: page, pageSize },
    { enabled: isLogin && favourite },
  );
  const recent = useCall(
    'recentGames',
    { page, pageSize, clientType: 3, language },
    { enabled: isLogin && !favourite },
  );
  const shown: CallResult<GamePage> = favourite
    ? mapResult(favourites, (data) => ({ games: data.content, totalPages: data.totalPages }))
    : mapResult(recent, (data) => ({ games: data.list, totalPages: data.totalPages }));
  const title = t(`myGames.${list}`);
  const goTo = (next: number) =>
    setParams((previous) => {
      const nextParams = new URLSearchParams(previous);
      if (next > 1) nextParams.set(pageParam, String(next));
      else nextParams.delete(pageParam);
      return nextParams;
    });
  return (
    <section className="lv-lobby" aria-labelledby={headingId}>
      <Heading id={headingId} className="lv-lobby__title" hidden={!showTitle}>
        {title}
      </Heading>
      {isLogin ? (
        <CallState
          result={shown}
          skeleton={<GameGridSkeleton count={Math.min(pageSize, columns * 3)} columns={columns} />}
          isEmpty={(data) => data.games.length === 0}
        >
          {(data) => (
            <>
              <GameGrid games={data.games} columns={columns} label={title} dialogs={{ trialDialog }} eager={columns} />
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
      ) : (
        <GameGridSkeleton count={columns} columns={columns} />
      )}
    </section>
  );
}
