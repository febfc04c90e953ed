import { createElement, use, useState, Suspense } from 'react';
import type { WidgetNode } from '../../schemas/brand/index.ts';
import { ChunkTimeoutError } from '../core/loadWithTimeout.ts';
import { useBrand, useRegistry, useT } from './context.tsx';
import { WidgetBoundary } from './WidgetBoundary.tsx';

/** What a widget (or another part loaded on demand, the dialogs) shows when its code did not arrive or failed: a retry. */
export function WidgetFallback({ error, retry }: { error?: unknown; retry: () => void }) {
  const { t } = useT();
  const timedOut = error instanceof ChunkTimeoutError;
  return (
    <div className="lv-widget-fallback" role="status">
      <span>{t(timedOut ? 'engine.chunkTimeout' : 'engine.widgetFailed')}</span>{' '}
      <button type="button" onClick={retry}>
        {t('engine.retry')}
      </button>
    </div>
  );
}

function LoadedWidget({ type, attempt, node }: { type: string; attempt: number; node: WidgetNode }) {
  const registry = useRegistry();
  const { constants } = useBrand();
  // The registry's one promise for this attempt: a chunk that has arrived is read at once.
  const component = use(registry.loadWithin(type, constants.chunkLoadTimeoutMs, attempt));
  return createElement(component, node.props ?? {});
}

/**
 * Renders one widget node: loads its chunk (with the brand's chunk timeout), shows it inside
 * its own error boundary, and offers a retry that loads the chunk again (UNSPEC-32).
 */
export function WidgetHost({ node }: { node: WidgetNode }) {
  // A new attempt loads afresh: the registry forgets failed loads and timed-out waits.
  const [attempt, setAttempt] = useState(0);
  const content = (
    <WidgetBoundary
      key={attempt}
      type={node.widget}
      fallback={(error) => <WidgetFallback error={error} retry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={<div className="lv-loading" aria-hidden="true" />}>
        <LoadedWidget type={node.widget} attempt={attempt} node={node} />
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
