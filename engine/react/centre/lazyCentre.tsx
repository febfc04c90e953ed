import { Suspense, use, type ComponentProps } from 'react';
import { readable } from '../../core/util/readable.ts';
import type { CentreView } from './CentreView.tsx';

let centreModule: Promise<typeof import('./CentreView.tsx')> | undefined;

/**
 * The centre's module: loaded by the first centre shown, or ahead by `preloadScreen` when the first
 * screen is one. One promise, readable by `use` once in (a centre opened after it draws at once,
 * with no fallback); a failed load is forgotten so that the next showing tries again.
 */
export function loadCentreView(): Promise<typeof import('./CentreView.tsx')> {
  if (!centreModule) {
    const loading = readable(import('./CentreView.tsx'));
    loading.catch(() => {
      if (centreModule === loading) centreModule = undefined;
    });
    centreModule = loading;
  }
  return centreModule;
}

function LoadedCentreView(props: ComponentProps<typeof CentreView>) {
  const { CentreView: View } = use(loadCentreView());
  return <View {...props} />;
}

/**
 * A centre's page menu and pages (member, agent, dialog centres), in a chunk of its own with its
 * page labels: the home never loads them (DESIGN §6b). While it loads, the space shows as loading.
 */
export function CentreSlot(props: ComponentProps<typeof CentreView>) {
  return (
    <Suspense fallback={<div className="lv-loading" aria-hidden="true" />}>
      <LoadedCentreView {...props} />
    </Suspense>
  );
}
