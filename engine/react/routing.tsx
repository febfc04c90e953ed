import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { REAL_ACCOUNT_DIALOG } from '../../schemas/brand/dialogIds.ts';
import type { Screen } from '../../schemas/brand/index.ts';
import { hasStoredToken, TOKEN_STORAGE_KEY } from '../api/tokenStorage.ts';
import { findScreen, screenPaths } from '../core/screens.ts';
import { useApi, useBrand, useEngine, useSession, useT } from './context.tsx';
import { Dialogs } from './dialogs/Dialogs.tsx';
import { ScreenRenderer } from './ScreenRenderer.tsx';

export { hasStoredToken, TOKEN_STORAGE_KEY };

/**
 * A path that opens a dialog over its screen (`opens`: /login, /register, /help#term; ROUTE-03,
 * ROUTE-07): the dialog opens with the hash as its `anchor`; closing it goes back to the screen's
 * own path, and leaving the path closes it.
 */
function RouteDialog({ dialog, home }: { dialog: string; home: string }) {
  const { dialogs, brand } = useEngine();
  const navigate = useNavigate();
  const { hash, search } = useLocation();
  const known = dialog in brand.dialogs;
  // The query goes back with the player when the dialog closes; ?brand= being added to it (KeepBrandParam) does not reopen the dialog.
  const latestSearch = useRef(search);
  useEffect(() => {
    latestSearch.current = search;
  }, [search]);
  const query = withoutBrandParam(search);
  useEffect(() => {
    if (!known) return;
    let left = false;
    const anchor = decodeURIComponent(hash.slice(1));
    const key = dialogs.getState().open(dialog, anchor ? { anchor } : {}, {
      onClosed: () => {
        if (!left) navigate({ pathname: home, search: latestSearch.current }, { replace: true });
      },
    });
    return () => {
      left = true;
      dialogs.getState().close(key);
    };
  }, [dialogs, dialog, known, hash, query, home, navigate]);
  return null;
}

const BRAND_PARAM = 'brand';

function withoutBrandParam(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(BRAND_PARAM);
  return params.toString();
}

/**
 * In development a brand is picked with `?brand=<id>` (production picks it by host name). When the
 * site was opened that way, every link and redirect keeps it, so a reload shows the same brand.
 */
export function KeepBrandParam() {
  const location = useLocation();
  const navigate = useNavigate();
  const { id } = useBrand();
  const [kept] = useState(() => (new URLSearchParams(location.search).get(BRAND_PARAM) === id ? id : null));
  useEffect(() => {
    if (!kept) return;
    const params = new URLSearchParams(location.search);
    if (params.get(BRAND_PARAM) === kept) return;
    params.set(BRAND_PARAM, kept);
    navigate(
      { pathname: location.pathname, search: `?${params}`, hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  }, [kept, location, navigate]);
  return null;
}

/**
 * A trial account on a screen for real accounts (ROLE-05): home, with the brand's real-account
 * notice (the dialog that tells trial players to register or log in with a real account).
 */
function TrialRefused() {
  const { dialogs } = useEngine();
  const brand = useBrand();
  useEffect(() => {
    if (brand.dialogs[REAL_ACCOUNT_DIALOG]) dialogs.getState().open(REAL_ACCOUNT_DIALOG, {});
  }, [brand, dialogs]);
  return <Navigate to="/" replace />;
}

/**
 * Access rules: token screens need a stored token (ROUTE-18); member screens a real account, not a
 * trial one (ROLE-05); agent screens an agent (ROUTE-05).
 */
function Guarded({ id, screen, opens }: { id: string; screen: Screen; opens?: string | undefined }) {
  const kind = useSession((state) => state.kind);
  const status = useSession((state) => state.status);
  const { t } = useT();
  const { name } = useBrand();
  const title = screen.title ? `${t(screen.title, { defaultValue: screen.title })} · ${name}` : name;
  useEffect(() => {
    document.title = title;
  }, [title]);
  if ((screen.access === 'token' || screen.access === 'member') && !hasStoredToken())
    return <Navigate to="/login" replace />;
  // After a reload the stored session is still being read: who the player is decides only once it is.
  if ((screen.access === 'agent' || screen.access === 'member') && hasStoredToken() && status === 'restoring') {
    return (
      <p className="lv-loading" role="status">
        {t('engine.loading')}
      </p>
    );
  }
  if (screen.access === 'member' && kind === 'trial') return <TrialRefused />;
  if (screen.access === 'agent' && kind !== 'agent') return <Navigate to="/agent" replace />;
  return (
    <>
      <ScreenRenderer screenId={id} />
      {opens && <RouteDialog dialog={opens} home={screen.paths[0] ?? '/'} />}
    </>
  );
}

/**
 * After a route change the page scrolls to the top; a hash scrolls to its anchor (ROUTE-19, ROUTE-20).
 * A hash dropped on the same page is no route change (a promotion closed over its list, issue 26):
 * the page stays where the player had it.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const shown = useRef<string | null>(null);
  useLayoutEffect(() => {
    const samePage = shown.current === pathname;
    shown.current = pathname;
    if (!hash) {
      if (!samePage) window.scrollTo?.(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    // The anchor may belong to a widget still loading: look again briefly.
    let tries = 0;
    const timer = setInterval(() => {
      const target = document.getElementById(id);
      if (target || ++tries > 40) {
        clearInterval(timer);
        target?.scrollIntoView?.();
      }
    }, 50);
    return () => clearInterval(timer);
  }, [pathname, hash]);
  return null;
}

/**
 * Calls still in flight when the path changes belong to the page left behind: they are cancelled
 * (SHELL-08). It is rendered before the routes, so its layout effect runs before the new page's
 * widgets start their own calls.
 */
export function CancelCallsOnRouteChange() {
  const { pathname } = useLocation();
  const { screens } = useBrand();
  const gateway = useApi();
  // A path that only opens a dialog over the same screen (/ → /login) leaves its calls running.
  const screen = findScreen(screens, pathname) ?? pathname;
  const previous = useRef(screen);
  useLayoutEffect(() => {
    if (previous.current === screen) return;
    previous.current = screen;
    gateway.cancelAll();
  }, [screen, gateway]);
  return null;
}

/** One route per path of every screen of the brand; an unknown path goes home (UNSPEC-74). */
export function BrandRoutes() {
  const { screens } = useBrand();
  return (
    <>
      <KeepBrandParam />
      <CancelCallsOnRouteChange />
      <ScrollManager />
      <Routes>
        {Object.entries(screens).flatMap(([id, screen]) =>
          screenPaths(screen).map((path) => (
            <Route
              key={`${id}:${path}`}
              path={path}
              element={<Guarded id={id} screen={screen} opens={screen.opens?.[path]} />}
            />
          )),
        )}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
      <Dialogs />
    </>
  );
}
