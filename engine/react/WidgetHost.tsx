import { createElement, use, useMemo, useState, Suspense } from 'react';
import type { WidgetNode } from '../../schemas/brand/index.ts';
import { ChunkTimeoutError, withTimeout } from '../core/loadWithTimeout.ts';
import { useBrand, useRegistry, useT } from './context.tsx';
import type { WidgetComponent } from './defineWidget.ts';
import { WidgetBoundary } from './WidgetBoundary.tsx';

function WidgetFallback({ error, retry }: { error?: unknown; retry: () => void }) {
  const { t } = useT();
  const timedOut = error instanceof ChunkTimeoutError;
  return (
    <div className="lv-widget-fallback" role="status">
      <span>{t(timedOut ? 'engine.chunkTimeout' : 'engine.widgetFailed')}</span>{' '}
      <button type="button" onClick={retry}>{t('engine.retry')}</button>
    </div>
  );
}

function LoadedWidget({ pending, node }: { pending: Promise<WidgetComponent>; node: WidgetNode }) {
  // The component comes from the registry's cache, stable across renders.
  return createElement(use(pending), node.props ?? {});
}

/**
 * Renders one widget node: loads its chunk (with the brand's chunk timeout), shows it inside
 * its own error boundary, and offers a retry that loads the chunk again (UNSPEC-32).
 */
export function WidgetHost({ node }: { node: WidgetNode }) {
  const registry = useRegistry();
  const { constants } = useBrand();
  const [attempt, setAttempt] = useState(0);
  const pending = useMemo(
    () => withTimeout(() => registry.load(node.widget), constants.chunkLoadTimeoutMs),
    // A new attempt makes a new promise; the registry forgets failed loads, so it fetches again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [registry, node.widget, constants.chunkLoadTimeoutMs, attempt],
  );
  const content = (
    <WidgetBoundary
      key={attempt}
      type={node.widget}
      fallback={(error) => <WidgetFallback error={error} retry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={<div className="lv-loading" aria-hidden="true" />}>
        <LoadedWidget pending={pending} node={node} />
      </Suspense>
    </WidgetBoundary>
  );
  return node.id ? <div id={node.id}>{content}</div> : content;
}

export function WidgetSlot({ nodes }: { nodes: readonly WidgetNode[] }) {
  return (
    <>
      {nodes.map((node, index) => (
        <WidgetHost key={`${node.widget}-${node.id ?? index}`} node={node} />
      ))}
    </>
  );
}
