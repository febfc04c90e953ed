import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A screen for jsdom (which lays nothing out): the elements `isBelow` picks lie far below it, the
 * rest on it, and an IntersectionObserver stand-in whose callbacks `scrollTo` calls as if the
 * player scrolled the element near (engine/react/useNearScreen.ts). Undo with vi.unstubAllGlobals()
 * and vi.restoreAllMocks().
 */
export function screenWithPartsBelow(isBelow: (element: HTMLElement) => boolean) {
  const watched: { element: Element; callback: IntersectionObserverCallback }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        watched.push({ element, callback: this.callback });
      }
      unobserve() {}
      disconnect() {
        watched.splice(0, watched.length, ...watched.filter((entry) => entry.callback !== this.callback));
      }
      takeRecords() {
        return [];
      }
    },
  );
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return { top: isBelow(this) ? 5000 : 0 } as DOMRect;
  });
  const scrollTo = (pick: (element: Element) => boolean) =>
    act(() => {
      for (const { element, callback } of [...watched]) {
        if (pick(element))
          callback(
            [{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
      }
    });
  return { scrollTo };
}
