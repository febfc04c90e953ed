import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `callback` once the browser has painted the current frame: a frame callback runs just
 * before the paint, a task queued from it runs after. Where there are no frames (a hidden tab,
 * tests without a visual window) it runs on the next task.
 */
export function afterFirstPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  if (typeof requestAnimationFrame === 'function' && typeof document !== 'undefined' && document.visibilityState === 'visible') {
    frame = requestAnimationFrame(() => {
      frame = undefined;
      timer = setTimeout(callback, 0);
    });
  } else {
    timer = setTimeout(callback, 0);
  }
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * False for a screen's first paint, true from just after it: what a player cannot see at first
 * (below the first screenful, the footer) is drawn then, as a transition React renders in slices
 * a phone can answer a tap between (DESIGN §6b).
 */
export function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
