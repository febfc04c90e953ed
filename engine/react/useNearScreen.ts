import { useLayoutEffect, useState, type RefObject } from 'react';

/** How far below the screen a part counts as near: half a screen, so its data is on its way before it scrolls in. */
const AHEAD = 0.5;

/**
 * Whether an element is on the screen or near it, and stays true once it has been. A part of a long
 * page that starts its work (its calls, its hundreds of elements) only when near keeps that work off
 * a phone's start-up (DESIGN §6b), where it would block the first taps for what nobody sees yet.
 *
 * The first look is taken before the first paint, so everything a screen shows is drawn with it, on a
 * tall desktop screen as on a phone; the rest is watched as the player scrolls. Where there is nothing
 * to watch with (no IntersectionObserver), every part counts as near.
 */
export function useNearScreen(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useLayoutEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (element.getBoundingClientRect().top < window.innerHeight * (1 + AHEAD)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `0px 0px ${AHEAD * 100}% 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
