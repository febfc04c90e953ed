import { useEffect, useLayoutEffect, useRef } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import type { Screen } from '../../schemas/brand/index.ts';
import { useApi, useBrand, useSession, useT } from './context.tsx';
import { ScreenRenderer } from './ScreenRenderer.tsx';

import { TOKEN_STORAGE_KEY } from '../state/session.ts';

export { TOKEN_STORAGE_KEY };

export function hasStoredToken(): boolean {
  try {
    return Boolean(globalThis.sessionStorage?.getItem(TOKEN_STORAGE_KEY));
  } catch {
    return false;
  }
}

/** Access rules: token screens need a stored token (ROUTE-18); agent screens an agent (ROUTE-05). */
function Guarded({ id, screen }: { id: string; screen: Screen }) {
  const kind = useSession((state) => state.kind);
  const { t } = useT();
  const { name } = useBrand();
  const title = screen.title ? `${t(screen.title, { defaultValue: screen.title })} · ${name}` : name;
  useEffect(() => {
    document.title = title;
  }, [title]);
  if (screen.access === 'token' && !hasStoredToken()) return <Navigate to="/login" replace />;
  if (screen.access === 'agent' && kind !== 'agent') return <Navigate to="/agent" replace />;
  return <ScreenRenderer screenId={id} />;
}

/** After a route change the page scrolls to the top; a hash scrolls to its anchor (ROUTE-19, ROUTE-20). */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useLayoutEffect(() => {
    if (!hash) {
      window.scrollTo?.(0, 0);
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
  const gateway = useApi();
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    gateway.cancelAll();
  }, [pathname, gateway]);
  return null;
}

/** One route per path of every screen of the brand; an unknown path goes home (UNSPEC-74). */
export function BrandRoutes() {
  const { screens } = useBrand();
  return (
    <>
      <CancelCallsOnRouteChange />
      <ScrollManager />
      <Routes>
        {Object.entries(screens).flatMap(([id, screen]) =>
          screen.paths.map((path) => <Route key={`${id}:${path}`} path={path} element={<Guarded id={id} screen={screen} />} />),
        )}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </>
  );
}
