// The floor's two pages, written by hand: what a visitor's phone shows first on a brand's home (header,
// the first banner, the notices, the welcome, the first two rows of games, a footer line) and on the
// slots lobby (header, its first 18 games). Every box keeps its size before its data arrives (CLS 0).
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { announcements, gameList, hotGames, type Announcements, type Game } from './api.ts';
import { brand, brandId, logoUrl } from './brand.ts';
import { language, t } from './texts.ts';

/** A phone's row of games on the home is six (two lines of three); the lobby's first page is 18. */
const HOME_ROW = 6;
const LOBBY_PAGE = 18;

const started = new Map<string, Promise<unknown>>();

/** A call started once per page view, whoever asks first (main.tsx, before React draws, or a page). */
export function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let call = started.get(key) as Promise<T> | undefined;
  if (!call) {
    call = load();
    call.catch(() => undefined);
    started.set(key, call);
  }
  return call;
}

export const HOME_CALLS = {
  announcements: () => once('announcements', () => announcements(language)),
  hot: () => once('hot', () => hotGames(language).then((games) => games.slice(0, HOME_ROW))),
  slots: () => once('slots', () => gameList(language, 'RNG', HOME_ROW)),
};
export const LOBBY_CALLS = {
  games: () => once('lobby', () => gameList(language, 'RNG', LOBBY_PAGE)),
};

function useAnswer<T>(load: () => Promise<T>): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    let live = true;
    load().then(
      (answer) => live && setValue(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load]);
  return value;
}

function Header() {
  return (
    <header className="header">
      <Link className="header__logo" to="/">
        <img src={logoUrl} alt={brand.name} width="160" height="40" />
      </Link>
      <div className="header__actions">
        <button type="button" className="button">
          {t('login')}
        </button>
        <button type="button" className="button button--primary">
          {t('register')}
        </button>
      </div>
    </header>
  );
}

function Footer() {
  return (
    <footer className="footer">
      <p>{t('copyright', { brand: brand.name })}</p>
    </footer>
  );
}

function Page({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <main className="main">{children}</main>
      <Footer />
    </>
  );
}

/** A grid of `count` games; still tiles of the same size until they arrive. */
function GameGrid({ games, count, label }: { games: Game[] | undefined; count: number; label: string }) {
  return (
    <ul className="grid" aria-label={label}>
      {Array.from({ length: count }, (_, i) => {
        const game = games?.[i];
        return (
          <li key={game?.nodeId ?? `still-${i}`} className="tile">
            <span className="tile__picture">
              {game && <img src={game.iconUrl} alt="" width="200" height="200" loading="lazy" decoding="async" />}
            </span>
            <span className="tile__name">{game?.displayName}</span>
            {game?.isHot ? <span className="tile__hot">{t('hot')}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

function GameSection({ id, title, games, more }: { id: string; title: string; games?: Game[]; more?: string }) {
  return (
    <section className="section" aria-labelledby={id}>
      <div className="section__head">
        <h2 id={id}>{title}</h2>
        {more && <Link to={more}>{t('more', { section: title })}</Link>}
      </div>
      <GameGrid games={games} count={HOME_ROW} label={title} />
    </section>
  );
}

export function Home() {
  const news = useAnswer<Announcements>(HOME_CALLS.announcements);
  const hot = useAnswer(HOME_CALLS.hot);
  const slots = useAnswer(HOME_CALLS.slots);
  const banners = news?.banners?.filter((banner) => banner.groupName === 'w_home') ?? [];
  const first = banners[0];
  return (
    <Page>
      {/* The carousel's first slide, still: its box is the banners' 3 : 1 before the answer. */}
      <section className="banner" aria-label={t('banners')}>
        {first && (
          <img
            src={first.url}
            alt={t('banner', { index: 1, count: banners.length })}
            width="1200"
            height="400"
            fetchPriority="high"
          />
        )}
      </section>
      <section className="notices" aria-label={t('notices')}>
        <ul>
          {news?.notices?.map((notice) => (
            <li key={notice.id}>{notice.title}</li>
          ))}
        </ul>
      </section>
      <section className="hero" aria-labelledby="headline">
        <h1 id="headline">{t(`${brandId}.headline`)}</h1>
        <p>{t(`${brandId}.body`)}</p>
        <a className="button button--primary" href="#games">
          {t('joinNow')}
        </a>
      </section>
      <div id="games">
        <GameSection id="popular" title={t('popular')} games={hot} />
        <GameSection id="slots" title={t('slots')} games={slots} more="/rng" />
      </div>
    </Page>
  );
}

export function Lobby() {
  const games = useAnswer(LOBBY_CALLS.games);
  return (
    <Page>
      <h1>{t('slots')}</h1>
      <GameGrid games={games} count={LOBBY_PAGE} label={t('slots')} />
    </Page>
  );
}
