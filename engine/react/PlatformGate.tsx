import { Suspense, useCallback, useDeferredValue, useEffect, useReducer, type ReactNode } from 'react';
import { readable, readableValue } from '../core/util/readable.ts';
import { loadPlatform } from '../platform/loadPlatform.ts';
import { useEngine, usePlatform, type Engine } from './context.tsx';
import { onDemand } from './onDemand.tsx';
import { PlatformErrorPage } from './systemPages/PlatformErrorPage.tsx';
import { PlatformLoading } from './systemPages/PlatformLoading.tsx';

/** The pages of a closed site are seldom seen: their code is fetched when status closes it, not with every page. */
const ClosedSitePage = onDemand('closedSite', () =>
  import('./systemPages/ClosedSitePage.tsx').then((module) => module.ClosedSitePage),
);

/** The host the domain check sends (UNSPEC-21): the page's own, port included. */
const pageHost = (): string => (typeof location === 'undefined' ? '' : location.host);

/** Starts (or joins) loading system status and the domain check for an engine. */
export function startPlatform(
  engine: Pick<Engine, 'platform' | 'gateway' | 'brand'>,
  host: string = pageHost(),
): Promise<void> {
  return loadPlatform(engine.platform, engine.gateway, { host, timeoutMs: engine.brand.constants.apiTimeoutMs });
}

const NOTHING_TO_WAIT_FOR: Promise<void> = readableValue(undefined);

/**
 * Whether a promise has settled: true in the same render when it already has, else a render when it
 * does. Not `use` under Suspense: a fallback shown first would hold the app back 300 ms more (React
 * throttles the reveal of a boundary that showed its fallback), so the page would paint later.
 */
function useSettled(promise: Promise<unknown>): boolean {
  const marked = readable(promise);
  const [, settle] = useReducer((count: number) => count + 1, 0);
  const settled = marked.status !== undefined;
  useEffect(() => {
    if (settled) return;
    let live = true;
    const done = () => {
      if (live) settle();
    };
    marked.then(done, done);
    return () => {
      live = false;
    };
  }, [marked, settled]);
  return settled;
}

/**
 * Renders the app only once system status allows it (SHELL-01) and the first screen's widget chunks
 * (`firstScreen`, started by the entry) are in: the page appears whole, and no widget whose chunk came
 * late pops in above another one (DESIGN §6b, CLS 0 on a slow or busy network); otherwise the maintenance page
 * (SHELL-02), the blocked-region page (SHELL-03), the domain-check page (SHELL-07) or a retryable
 * error page. A call answered MAINTENANCE or REGION_RESTRICTED later switches here too.
 */
export function PlatformGate({
  children,
  host,
  firstScreen = NOTHING_TO_WAIT_FOR,
}: {
  children: ReactNode;
  host?: string;
  firstScreen?: Promise<void>;
}) {
  const engine = useEngine();
  // The view follows status as a transition: the whole app, drawn when the gate opens, renders in
  // slices a phone can answer input between, not in one long task (DESIGN §6b).
  const gate = useDeferredValue(usePlatform((state) => state.gate));
  const firstScreenIn = useSettled(firstScreen);
  const start = useCallback(() => void startPlatform(engine, host), [engine, host]);
  useEffect(() => {
    if (engine.platform.getState().gate.view === 'loading') start();
  }, [engine, start]);
  switch (gate.view) {
    case 'open':
      return <Suspense fallback={<PlatformLoading />}>{firstScreenIn ? children : <PlatformLoading />}</Suspense>;
    case 'maintenance':
    case 'restricted':
    case 'domainInvalid':
      return <ClosedSitePage gate={gate} loading={<PlatformLoading />} />;
    case 'failed':
      return <PlatformErrorPage error={gate.error} onRetry={start} />;
    case 'loading':
      return <PlatformLoading />;
  }
}
