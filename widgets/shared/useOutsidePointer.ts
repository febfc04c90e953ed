import { useEffect, type RefObject } from 'react';

/** While `active`, a press anywhere outside `root` calls `onOutside` (menus and drop-downs close on a tap elsewhere). */
export function useOutsidePointer(root: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void): void {
  useEffect(() => {
    if (!active) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onOutside();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [root, active, onOutside]);
}
