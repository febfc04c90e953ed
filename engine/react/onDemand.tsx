import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { withTimeout } from '../core/loadWithTimeout.ts';
import { useBrand } from './context.tsx';
import { WidgetBoundary } from './WidgetBoundary.tsx';
import { WidgetFallback } from './WidgetHost.tsx';

/**
 * A part of the engine whose code is a chunk of its own, fetched the first time the part shows
 * rather than with the page (DESIGN §6b): the dialogs, the pages of a closed site. As a widget's
 * chunk does, it has the brand's chunk timeout (SHELL-09), and where it did not arrive the part
 * shows a retry that fetches it again. Once it has arrived, it renders at once wherever it shows.
 */
export function onDemand<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P & { loading?: ReactNode }> & { preload: (timeoutMs: number) => void } {
  let arrived: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const get = (timeoutMs: number) =>
    (loading ??= withTimeout(load, timeoutMs).then(
      (component) => (arrived = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function OnDemand({ loading: placeholder = null, ...props }: P & { loading?: ReactNode }) {
    const { constants } = useBrand();
    const [attempt, setAttempt] = useState(0);
    const [state, setState] = useState<{ component?: ComponentType<P>; error?: unknown }>(() =>
      arrived ? { component: arrived } : {},
    );
    useEffect(() => {
      if (state.component || state.error) return;
      let live = true;
      get(constants.chunkLoadTimeoutMs).then(
        (component) => live && setState({ component }),
        (error: unknown) => live && setState({ error }),
      );
      return () => {
        live = false;
      };
    }, [state, attempt, constants.chunkLoadTimeoutMs]);
    const retry = () => {
      setState({});
      setAttempt((n) => n + 1);
    };
    if (state.error !== undefined) return <WidgetFallback error={state.error} retry={retry} />;
    if (!state.component) return placeholder;
    return (
      <WidgetBoundary key={attempt} type={name} fallback={(error) => <WidgetFallback error={error} retry={retry} />}>
        {createElement(state.component, props as P)}
      </WidgetBoundary>
    );
  }
  OnDemand.displayName = `OnDemand(${name})`;
  /** Starts fetching ahead of the first showing (a failure is shown, with its retry, when it shows). */
  OnDemand.preload = (timeoutMs: number) => void get(timeoutMs).catch(() => undefined);
  return OnDemand;
}
