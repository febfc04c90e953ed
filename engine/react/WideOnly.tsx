import { Suspense, use, type ReactNode } from 'react';
import type { WidePart } from '../core/widePart.ts';
import { PHONE_QUERY, useMediaQuery } from './shell.ts';
import { WidgetBoundary } from './WidgetBoundary.tsx';
import { WidgetFallback } from './WidgetHost.tsx';

function Arrived<T>({ part, children }: { part: WidePart<T>; children: (module: T) => ReactNode }) {
  return children(use(part.load()));
}

/**
 * Draws a widget's wide part (engine/core/widePart.ts) where the screen is wider than a phone, and
 * nothing on a phone. A wider screen's first paint has loaded it with the widget, so it draws at
 * once; a screen that has just widened keeps its place (`loading`) until it arrives. A part that did
 * not arrive shows a retry in its place, and the rest of the widget keeps working.
 */
export function WideOnly<T>({
  part,
  name,
  loading = null,
  children,
}: {
  part: WidePart<T>;
  /** For the console, where a failure is logged. */
  name: string;
  loading?: ReactNode;
  children: (module: T) => ReactNode;
}) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  if (isPhone) return null;
  return (
    <WidgetBoundary
      type={name}
      fallback={(error, retry) => (
        <WidgetFallback
          error={error}
          retry={() => {
            part.retry();
            retry();
          }}
        />
      )}
    >
      <Suspense fallback={loading}>
        <Arrived part={part}>{children}</Arrived>
      </Suspense>
    </WidgetBoundary>
  );
}
