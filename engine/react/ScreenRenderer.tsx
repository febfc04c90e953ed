import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { slotsAfterFirstPaint, splitMain } from '../core/firstPaint.ts';
import type { WidgetNode } from '../../schemas/brand/index.ts';
import { resolveScreen } from '../core/screens.ts';
import { CentreSlot } from './centre/lazyCentre.tsx';
import { useBrand, useConditionContext, useRegistry, useT } from './context.tsx';
import { PHONE_QUERY, ShellContext, useAfterFirstPaint, useMediaQuery, type ShellState } from './shell.ts';
import { SideDrawer } from './SideDrawer.tsx';
import { WidgetSlot } from './WidgetHost.tsx';

const SIDE_ID = 'lv-side';

/**
 * The phone's side-menu drawer: open or closed, closed again when the screen grows to a tablet or
 * the player follows a link; focus goes back to the button that opened it.
 */
function useDrawer(isPhone: boolean): Pick<ShellState, 'drawerOpen' | 'openDrawer' | 'closeDrawer'> {
  const { key } = useLocation();
  // The drawer belongs to the location it was opened at: following one of its links closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const drawerOpen = isPhone && openAt === key;
  // A phone turned or a window widened to a tablet closes the drawer for good: it does not come
  // back when the screen narrows again, with the page behind inert and focus taken from the player.
  // (Set while rendering, as React allows for state that follows another value: no extra commit.)
  if (!isPhone && openAt !== null) setOpenAt(null);
  const openDrawer = useCallback(
    (from?: HTMLElement | null) => {
      returnTo.current = from ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
      setOpenAt(key);
    },
    [key],
  );
  const closeDrawer = useCallback(() => {
    setOpenAt(null);
    const target = returnTo.current;
    returnTo.current = null;
    // After the page stops being inert, so the button can take focus.
    if (target) requestAnimationFrame(() => target.isConnected && target.focus());
  }, []);
  return useMemo(() => ({ drawerOpen, openDrawer, closeDrawer }), [drawerOpen, openDrawer, closeDrawer]);
}

/** A slot (or a part of one) drawn after the first paint: until then, an empty place that says it is still coming. */
function LaterSlot({ nodes, later }: { nodes: readonly WidgetNode[]; later: boolean }) {
  if (!nodes.length) return null;
  return later ? <div className="lv-shell__later" aria-busy="true" /> : <WidgetSlot nodes={nodes} />;
}

/** Renders a screen inside the site shell: header, side menu, main slot, footer and the phone's tab bar from brand JSON. */
export function ScreenRenderer({ screenId }: { screenId: string }) {
  const brand = useBrand();
  const registry = useRegistry();
  const context = useConditionContext();
  const { t } = useT();
  const resolved = useMemo(() => resolveScreen(brand, screenId, context), [brand, screenId, context]);
  const hasSide = resolved.slots.side.length > 0;
  const hasBottom = resolved.slots.bottom.length > 0;
  const isPhone = useMediaQuery(PHONE_QUERY);
  const drawer = useDrawer(isPhone);
  // The footer and a phone's closed drawer are drawn after the first paint; an opened drawer at once.
  const painted = useAfterFirstPaint();
  const later = painted ? [] : slotsAfterFirstPaint(isPhone).filter((slot) => !(slot === 'side' && drawer.drawerOpen));
  // On a phone, what the main slot places below its first screen (after a game grid) comes after the paint too.
  const [main, belowFirstScreen] = splitMain(resolved.slots.main, isPhone, registry.coversPhoneScreen);
  const shell = useMemo(() => ({ hasSide, sideId: SIDE_ID, ...drawer }), [hasSide, drawer]);
  const { title: titleKey } = resolved.screen;
  const title = titleKey ? t(titleKey, { defaultValue: titleKey }) : brand.name;
  // While the drawer is open the rest of the page is out of reach (a modal), for the keyboard and screen readers alike.
  const inert = drawer.drawerOpen;
  const classes = ['lv-shell', hasSide ? '' : 'lv-shell--no-side', hasBottom ? 'lv-shell--has-bottom' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <ShellContext.Provider value={shell}>
      <div className={classes} data-screen={screenId}>
        <a className="lv-skip-link" href="#lv-main" inert={inert}>
          {t('engine.skipToContent')}
        </a>
        <div className="lv-shell__header" inert={inert}>
          <WidgetSlot nodes={resolved.slots.header} />
        </div>
        {hasSide && (
          <SideDrawer id={SIDE_ID} open={drawer.drawerOpen} onClose={drawer.closeDrawer}>
            <LaterSlot nodes={resolved.slots.side} later={later.includes('side')} />
          </SideDrawer>
        )}
        <main id="lv-main" className="lv-shell__main" tabIndex={-1} inert={inert}>
          <WidgetSlot nodes={main} />
          <LaterSlot nodes={belowFirstScreen} later={!painted} />
          {resolved.screen.pages && (
            <CentreSlot pages={resolved.screen.pages} label={title} selection={{ kind: 'url' }} />
          )}
        </main>
        {resolved.slots.footer.length > 0 && (
          <div className="lv-shell__footer" inert={inert}>
            <LaterSlot nodes={resolved.slots.footer} later={later.includes('footer')} />
          </div>
        )}
        {hasBottom && (
          <div className="lv-shell__bottom" inert={inert}>
            <WidgetSlot nodes={resolved.slots.bottom} />
          </div>
        )}
      </div>
    </ShellContext.Provider>
  );
}
