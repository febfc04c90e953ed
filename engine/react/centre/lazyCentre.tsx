import { lazy, Suspense, type ComponentProps } from 'react';

/** The centre's module: loaded by the first centre shown, or ahead by `preloadScreen` when the first screen is one. */
export const loadCentreView = () => import('./CentreView.tsx');

const LazyCentreView = lazy(() => loadCentreView().then((module) => ({ default: module.CentreView })));

/**
 * A centre's page menu and pages (member, agent, dialog centres), in a chunk of its own with its
 * page labels: the home never loads them (DESIGN §6b). While it loads, the space shows as loading.
 */
export function CentreSlot(props: ComponentProps<typeof LazyCentreView>) {
  return (
    <Suspense fallback={<div className="lv-loading" aria-hidden="true" />}>
      <LazyCentreView {...props} />
    </Suspense>
  );
}
