import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { RuntimeBrand } from '../schemas/brand/index.ts';
import { createWidgetRegistry } from '../widgets/catalogue.ts';
import { currentDevice, EngineProvider } from '../engine/react/context.tsx';
import { createEngine } from '../engine/react/createEngine.ts';
import { PlatformGate, startPlatform } from '../engine/react/PlatformGate.tsx';
import { preloadScreen } from '../engine/react/preloadScreen.ts';
import { whenFirstPainted } from '../engine/core/firstPaint.ts';
import { BrandRoutes } from '../engine/react/routing.tsx';
import { focusRefresh, liveEvents } from '../engine/data/realtimeListeners.ts';
import { bindRealtime, loadSession } from '../engine/state/sessionLifecycle.ts';
import { tagOf } from '../schemas/brand/languages.ts';
import { applyBrandToDocument } from '../engine/theme/applyTheme.ts';
import '../engine/theme/base.css';

/** How long the screens' reads wait at most for a first paint that does not come (a page opened in the background). */
const FIRST_PAINT_WAIT_MS = 1_000;

declare global {
  interface Window {
    __LIVERY_BOOT__?: Promise<RuntimeBrand>;
  }
}

function isRuntimeBrand(value: unknown): value is RuntimeBrand {
  const brand = value as Partial<RuntimeBrand> | null;
  return Boolean(
    brand &&
    typeof brand.id === 'string' &&
    brand.theme &&
    brand.screens &&
    brand.languages &&
    brand.api &&
    brand.constants,
  );
}

/**
 * Player entry: the brand the host names (started by index.html) → theme → engine → system status
 * and domain check (started before the first render) → the app, or the page status asks for.
 */
async function boot(root: HTMLElement): Promise<void> {
  const brand: unknown = await window.__LIVERY_BOOT__;
  if (!isRuntimeBrand(brand)) throw new Error('The brand document is malformed.');
  applyBrandToDocument(brand);
  // While someone is logged in: the live events stream, and a refresh of balance and unread count on return (issue 15).
  // Framed by the brand studio (same origin): its bridge, a chunk of its own, redraws each edit.
  const inStudio = window.parent !== window && new URLSearchParams(location.search).has('studio');
  const engine = await createEngine({
    brand,
    registry: createWidgetRegistry(),
    ownsDocument: true,
    realtime: [liveEvents(), focusRefresh()],
    // What the first paint does not draw asks after it: its bytes and calls are the first screen's own.
    readsAfter: whenFirstPainted(FIRST_PAINT_WAIT_MS),
  });
  // The studio's preview shows the site's popups only when the operator asks (issue 28, item 7).
  if (inStudio) engine.dialogs.setState({ popups: 'hold' });
  const statusIn = startPlatform(engine);
  // A stored token is a session to restore: member info and the balance load alongside system status.
  void loadSession(engine);
  // The first screen's widgets load while status is on its way; the gate waits for both, so the app appears whole.
  // Their first calls start now too, after the session above (a restored session forgets older answers).
  const firstScreen = preloadScreen(
    engine.brand,
    engine.registry,
    location.pathname,
    {
      flags: engine.platform.getState().flags,
      session: engine.session.getState().kind,
      device: currentDevice(),
    },
    {
      start: (call) => engine.data.prefetch(call.name, call.params),
      answer: (call) =>
        engine.data.load(call.name, call.params).then(() => engine.data.read(call.name, call.params).data),
      imageHost: () => statusIn.then(() => engine.platform.getState().imageHost),
      language: tagOf(engine.i18n.language),
      search: location.search,
    },
  );
  bindRealtime(engine, engine.realtime);
  const reactRoot = createRoot(root);
  const render = (current: typeof engine) =>
    reactRoot.render(
      <StrictMode>
        <EngineProvider engine={current}>
          <PlatformGate firstScreen={firstScreen}>
            <BrowserRouter>
              <BrandRoutes />
            </BrowserRouter>
          </PlatformGate>
        </EngineProvider>
      </StrictMode>,
    );
  render(engine);
  if (inStudio) {
    void import('../engine/preview/studioBridge.ts').then(({ connectStudio }) => connectStudio(engine, render));
  }
}

const root = document.getElementById('root')!;
boot(root).catch((error: unknown) => {
  console.error(error);
  // No brand means no text bundle: a plain, readable message in the default language and English.
  // A brand document that never came (the boot script's timeout) says so, as ERR-20 does.
  const tookTooLong = error instanceof Error && error.name === 'TimeoutError';
  const message = tookTooLong
    ? '<p>Halaman mengambil masa terlalu lama untuk dibuka. Sila semak rangkaian anda.</p><p>The page took too long to open. Please check your network.</p>'
    : '<p>The site could not be loaded. Please try again shortly.</p>';
  root.innerHTML = `<div class="lv-fatal" role="alert"><h1>Laman tidak dapat dimuatkan</h1>${message}<p><button type="button" class="lv-fatal__retry">Cuba lagi / Try again</button></p></div>`;
  root.querySelector('button')?.addEventListener('click', () => location.reload());
});
