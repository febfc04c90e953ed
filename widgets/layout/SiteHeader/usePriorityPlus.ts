import { useLayoutEffect, useState, type RefObject } from 'react';

/** An entry the row has no room for, as "More" lists it: where it leads and its words. */
export type Overflowed = [to: string, label: string];

const widthOf = (element: Element) => element.getBoundingClientRect().width;

/**
 * Priority plus (issue 26): the list's entries that fit its width stay in the row, in order; the
 * rest are marked `data-over` (taken out of the row and unseen) and given back for "More", the
 * list's last child, which is marked `data-over` itself while everything fits. Measured before the
 * first paint and again, before the next paint, whenever the row or an entry changes size or the
 * entries change, so the row never overflows the screen and nothing is seen moving.
 */
export function usePriorityPlus(list: RefObject<HTMLUListElement | null>): Overflowed[] {
  const [over, setOver] = useState<Overflowed[]>([]);
  useLayoutEffect(() => {
    const row = list.current!;
    const measure = () => {
      const items = [...row.children];
      const more = items.pop()!;
      const gap = parseFloat(getComputedStyle(row).columnGap) || 0;
      const widths = items.map(widthOf);
      // Each entry takes its width and a gap; while they do not all fit, "More" and its gap come off the room.
      let room = widthOf(row) + gap;
      if (widths.reduce((sum, width) => sum + width + gap, 0) > room) room -= widthOf(more) + gap;
      let fit = 0;
      while (fit < items.length && (room -= widths[fit]! + gap) >= 0) fit++;
      items.forEach((item, index) => item.toggleAttribute('data-over', index >= fit));
      more.toggleAttribute('data-over', fit === items.length);
      // A new list each time: drawing the same entries again changes nothing on the page.
      setOver(
        items.slice(fit).flatMap((item): Overflowed[] => {
          const link = item.querySelector('a');
          return link ? [[link.getAttribute('href')!, link.textContent!]] : [];
        }),
      );
    };
    const sizes = new ResizeObserver(measure);
    const watch = () => {
      sizes.observe(row);
      for (const item of row.children) sizes.observe(item);
      measure();
    };
    // Entries arrive after the first paint (the game categories) and change words with the language.
    const entries = new MutationObserver(watch);
    entries.observe(row, { childList: true, subtree: true, characterData: true });
    watch();
    return () => {
      sizes.disconnect();
      entries.disconnect();
    };
  }, [list]);
  return over;
}
