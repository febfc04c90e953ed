import { useEffect, useId } from 'react';
import { usePlatform, useBrand, useT } from '../../../engine/react/context.tsx';
import { CallError, CallState, Skeleton, useCall, useMutation } from '../../../engine/react/data/index.ts';
import { Link, useLocation, useSearchParams } from '../../../engine/react/navigation.tsx';
import { backUrlFor, onLaunchHost } from '../../games/launchUrls.ts';
import { PRIZE_MODES as VOCABULARY_PRIZE_MODES, type PrizeMode } from '../../../schemas/vocabulary.ts';
import type { LotteryPageProps } from './schema.ts';
import './LotteryPage.css';
import { useTexts } from '../../../engine/react/useTexts.ts';
import texts from './locales.json';
import { usePlatformLanguage } from '../../../engine/react/usePlatformLanguage.ts';

/** The prize modes in the order the page offers the others: the electronic lottery first. */
const PRIZE_MODES: readonly PrizeMode[] = ['ELOTT', ...VOCABULARY_PRIZE_MODES.filter((mode) => mode !== 'ELOTT')];

/** The prize mode of each lottery path, the lower-case spellings too (LOTT-04, ROUTE-16). */
export function prizeModeOfPath(pathname: string): PrizeMode {
  const path = pathname.toLowerCase();
  if (path.startsWith('/vnlottery')) return 'LOTT';
  if (path.startsWith('/sealottery')) return 'SEA';
  return 'ELOTT';
}

/**
 * A lottery page (ROUTE-12, LOTT-01, LOTT-02): launches the game of ?gameCode= (or the prize mode's
 * lobby) through CALL-56 and shows it in a frame of fixed height, with the prize mode's games
 * beside it and the game's latest draw above (LOTT-03). The back link is this page on the brand's own host, never another site.
 */
export default function LotteryPage({ prizeMode: fixedMode, showMenu, height }: LotteryPageProps) {
  useTexts(texts);
  const { t } = useT();
  // I18N-06: calls carry the language as the platform's tag.
  const language = usePlatformLanguage();
  const { hosts } = useBrand();
  const launchHost = usePlatform((s) => s.launchGameHost);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const headingId = useId();
  const pathMode = fixedMode ?? prizeModeOfPath(pathname);
  const gameCode = params.get('gameCode')?.trim() || undefined;
  const pathMenu = useCall(
    'vnLotteryMenu',
    { prizeMode: pathMode, device: 'WEB' },
    { enabled: showMenu || gameCode !== undefined },
  );
  // A game of another prize mode (a Vietnamese draw opened on /lottery) is shown with its own mode's
  // games and draw, so the list beside it is the list it belongs to; the other menus are asked
  // for only then.
  const lost =
    gameCode !== undefined &&
    !fixedMode &&
    pathMenu.status === 'success' &&
    !pathMenu.data.some((game) => game.gameCode === gameCode);
  const otherModes = PRIZE_MODES.filter((mode) => mode !== pathMode);
  const others = [
    useCall('vnLotteryMenu', { prizeMode: otherModes[0]!, device: 'WEB' }, { enabled: lost }),
    useCall('vnLotteryMenu', { prizeMode: otherModes[1]!, device: 'WEB' }, { enabled: lost }),
    useCall('vnLotteryMenu', { prizeMode: otherModes[2]!, device: 'WEB' }, { enabled: lost }),
  ];
  const ownIndex = lost
    ? others.findIndex((other) => other.status === 'success' && other.data.some((game) => game.gameCode === gameCode))
    : -1;
  const prizeMode = ownIndex >= 0 ? otherModes[ownIndex]! : pathMode;
  const menu = ownIndex >= 0 ? others[ownIndex]! : pathMenu;
  const launch = useMutation('launchLottery');
  const { mutate } = launch;

  const backUrl =
    typeof window === 'undefined'
      ? null
      : backUrlFor(window.location, `${pathname}${gameCode ? `?gameCode=${encodeURIComponent(gameCode)}` : ''}`, hosts);
  const start = () =>
    void mutate({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: prizeMode,
      ...(gameCode ? { lottoGameCode: gameCode } : {}),
      lottoView: gameCode ? 'betting' : 'lobby',
      device: 'WEB',
      ...(backUrl ? { backUrl } : {}),
      language,
    });
  // The launch waits while the game's own prize mode is being found, so it is launched once, in its mode.
  const done = (result: { status: string }) => result.status === 'success' || result.status === 'error';
  const settled =
    gameCode === undefined ||
    fixedMode !== undefined ||
    (done(pathMenu) && (!lost || ownIndex >= 0 || others.every(done)));
  /* eslint-disable react-hooks/exhaustive-deps -- a launch per game and prize mode, not per render */
  useEffect(() => {
    if (settled) start();
  }, [prizeMode, gameCode, settled]);
  /* eslint-enable react-hooks/exhaustive-deps */

  // The latest draw of the game (LOTT-03, UNSPEC-29): the Vietnamese host for LOTT and ZY, the lotto host otherwise.
  const vietnamese = prizeMode === 'LOTT' || prizeMode === 'ZY';
  const vnDraw = useCall(
    'vnOpenedNumbers',
    { gameCode: gameCode ?? '' },
    { enabled: gameCode !== undefined && vietnamese },
  );
  const lottoDraw = useCall(
    'lottoOpenedNumbers',
    { gameCode: gameCode ?? '' },
    { enabled: gameCode !== undefined && !vietnamese },
  );
  const draw = vietnamese ? vnDraw : lottoDraw;
  const gameName =
    menu.status === 'success' ? menu.data.find((game) => game.gameCode === gameCode)?.gameName : undefined;
  const title = t(`lottery.title.${prizeMode}`);
  const url = launch.status === 'success' && launch.data ? onLaunchHost(launch.data.url, launchHost) : null;
  return (
    <section className="lv-lottery" aria-labelledby={headingId}>
      <h1 id={headingId} className="lv-lottery__title">
        {gameName ? `${title} · ${gameName}` : title}
      </h1>
      {gameCode && (
        <CallState result={draw} skeleton={{ height: 48 }} isEmpty={(data) => data.numbers.length === 0}>
          {(data) => (
            <div className="lv-lottery__draw">
              <span>{data.issue ? t('lottery.drawOf', { issue: data.issue }) : t('lottery.latestDraw')}</span>
              <ul aria-label={t('lottery.numbers')}>
                {data.numbers.map((number, index) => (
                  <li key={`${index}-${number}`}>{number}</li>
                ))}
              </ul>
            </div>
          )}
        </CallState>
      )}
      <div className={showMenu ? 'lv-lottery__body' : 'lv-lottery__body lv-lottery__body--single'}>
        {showMenu && (
          <nav className="lv-lottery__menu" aria-label={t('lottery.menu')}>
            <CallState result={menu} skeleton={{ height: 240 }}>
              {(games) => (
                <ul>
                  <li>
                    <Link to={pathname} aria-current={gameCode ? undefined : 'page'}>
                      {t('lottery.lobby')}
                    </Link>
                  </li>
                  {games.map((game) => (
                    <li key={game.gameCode}>
                      <Link
                        to={`${pathname}?gameCode=${encodeURIComponent(game.gameCode)}`}
                        aria-current={game.gameCode === gameCode ? 'page' : undefined}
                      >
                        {game.gameName}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </CallState>
          </nav>
        )}
        {/* As tall as the brand asks, but never taller than a phone's screen under the header, so the whole game shows. */}
        <div className="lv-lottery__stage" style={{ height: `min(${height}px, max(320px, calc(100svh - 8rem)))` }}>
          {launch.status === 'error' && launch.error ? (
            <CallError error={launch.error} retry={start} />
          ) : url ? (
            <iframe className="lv-lottery__frame" src={url} title={t('lottery.frame', { name: gameName ?? title })} />
          ) : (
            <div role="status" aria-busy="true">
              <span className="lv-visually-hidden">{t('lottery.opening')}</span>
              <Skeleton height="100%" />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
