import type { RuntimeBrand } from '../../schemas/brand/index.ts';
import { placeOfPointer } from './pointers.ts';

/**
 * In the studio's preview, the widget the operator selected gets a handle to move it within its
 * slot (issue 28, item 9): dragged onto another widget of the same slot, it asks the studio to move
 * it there; from the keyboard, the arrows move it one place. The studio makes the edit (one undo
 * step, the form follows) and draws the brand again; the handle follows the widget to its new place.
 */

export interface MoveTexts {
  move: string;
  hint: string;
}

function nodeAt(brand: RuntimeBrand, pointer: string): unknown {
  let value: unknown = brand;
  for (const key of pointer.split('/').slice(1)) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return value;
}

const BOX_STYLE =
  'position:absolute;z-index:2147483646;pointer-events:none;outline:3px dashed #1357c4;outline-offset:2px;border-radius:4px';

export function createMoveHandle(options: {
  brand: () => RuntimeBrand;
  pointerAt: (element: Element | null) => string | undefined;
  move: (from: string, to: string) => void;
}) {
  let selected: string | undefined;
  /**
   * The outermost box drawn by the widget at a pointer: the first element, in the page's order,
   * drawn by it and taking up room (a widget's own wrapper may have no box: display: contents).
   * Found in the page as drawn now, so a redraw that moved the widget finds it in its new place.
   */
  const elementAt = (pointer: string): HTMLElement | undefined => {
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (element === handle || element === target || options.pointerAt(element) !== pointer) continue;
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) return element;
    }
    return undefined;
  };
  let texts: MoveTexts = { move: 'Move', hint: 'Drag onto another section of this slot, or use the arrow keys.' };
  const handle = document.createElement('button');
  handle.type = 'button';
  handle.className = 'lv-studio-move';
  handle.style.cssText =
    'position:absolute;z-index:2147483647;display:none;font:600 13px system-ui,sans-serif;padding:4px 10px;min-height:28px;border:0;border-radius:4px;background:#1357c4;color:#fff;cursor:grab;touch-action:none';
  const target = document.createElement('div');
  target.style.cssText = `${BOX_STYLE};display:none`;
  document.body.append(handle, target);

  const place = (box: HTMLElement, over: HTMLElement) => {
    const rect = over.getBoundingClientRect();
    box.style.top = `${rect.top + scrollY}px`;
    box.style.left = `${rect.left + scrollX}px`;
    if (box === target) {
      box.style.width = `${rect.width}px`;
      box.style.height = `${rect.height}px`;
    }
  };
  const label = () => {
    handle.textContent = `⠿ ${texts.move}`;
    handle.setAttribute('aria-label', `${texts.move}: ${texts.hint}`);
  };

  /** Puts the handle on the selected widget as drawn now (after a redraw, on its new element). */
  const show = (attempt = 0) => {
    const element = selected ? elementAt(selected) : undefined;
    if (!element) {
      handle.style.display = 'none';
      // A redraw may not have reached the page yet (React commits on its own schedule): the
      // widget is looked for again on the next frames, for about half a second.
      if (selected && attempt < 30) requestAnimationFrame(() => show(attempt + 1));
      return;
    }
    label();
    handle.style.display = 'block';
    place(handle, element);
  };

  const moveTo = (to: string) => {
    if (!selected || to === selected) return;
    options.move(selected, to);
    selected = to;
  };

  handle.addEventListener('keydown', (event) => {
    const at = selected ? placeOfPointer(selected) : undefined;
    if (!at || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const slot = nodeAt(options.brand(), at.slot);
    const index = at.index + (event.key === 'ArrowUp' ? -1 : 1);
    if (Array.isArray(slot) && index >= 0 && index < slot.length) moveTo(`${at.slot}/${index}`);
  });

  handle.addEventListener('pointerdown', (event) => {
    const at = selected ? placeOfPointer(selected) : undefined;
    if (!at || event.button !== 0) return;
    event.preventDefault();
    // The handle lets the pointer through while it moves, so the widget under it can be found.
    handle.style.pointerEvents = 'none';
    let over: string | undefined;
    const onMove = (moving: PointerEvent) => {
      const pointer = options.pointerAt(document.elementFromPoint(moving.clientX, moving.clientY));
      const there = pointer ? placeOfPointer(pointer) : undefined;
      const next = there && there.slot === at.slot ? pointer : undefined;
      // The outline is found again only when the pointer reaches another widget.
      if (next === over) return;
      over = next;
      const element = over ? elementAt(over) : undefined;
      target.style.display = element ? 'block' : 'none';
      if (element) place(target, element);
    };
    const onUp = () => {
      removeEventListener('pointermove', onMove);
      removeEventListener('pointerup', onUp);
      handle.style.pointerEvents = '';
      target.style.display = 'none';
      if (over) moveTo(over);
    };
    addEventListener('pointermove', onMove);
    addEventListener('pointerup', onUp);
  });

  return {
    /**
     * The widget the operator selected (a click in the preview), if it sits in a slot. A click on
     * no widget keeps the selection: the click that ends a drag lands on the page itself.
     */
    select(pointer: string | undefined) {
      if (!pointer) return;
      selected = placeOfPointer(pointer) ? pointer : undefined;
      show();
    },
    /** After each redraw of the brand: the handle follows its widget. */
    redrawn: () => show(),
    setTexts(next: MoveTexts) {
      texts = next;
      if (handle.style.display !== 'none') label();
    },
  };
}
