import type { RuntimeBrand, WidgetNode } from '../../schemas/brand/index.ts';
import type { Engine } from '../react/context.tsx';
import { WidgetHost } from '../react/WidgetHost.tsx';
import { applyBrandToDocument } from '../theme/applyTheme.ts';
import { createMoveHandle, type MoveTexts } from './moveHandle.ts';

/**
 * The player inside the brand studio's preview frame (issue 18). Loaded only when the player runs
 * framed by the studio (same origin, `?studio`), so the player's own bundle does not carry it.
 * The studio posts the runtime brand on every edit; the player draws it again without a reload,
 * keeping its session, route and open dialogs. A click on a widget tells the studio which node it
 * is (its JSON pointer in the brand), so the form can select it.
 */
export type StudioMessage =
  | { type: 'livery:studio-brand'; brand: RuntimeBrand }
  | { type: 'livery:studio-navigate'; path: string }
  | { type: 'livery:studio-dialog'; id: string }
  /** Whether the site's own popups (on load, the contract offer) open in the preview. */
  | { type: 'livery:studio-popups'; show: boolean }
  | { type: 'livery:studio-session'; kind: 'visitor' | 'member' | 'agent' | 'trial' }
  /** The move handle's words, in the studio's language. */
  | { type: 'livery:studio-texts'; texts: MoveTexts };

const isBrand = (value: unknown): value is RuntimeBrand => {
  const brand = value as Partial<RuntimeBrand> | null;
  return Boolean(brand && typeof brand.id === 'string' && brand.theme && brand.screens && brand.languages);
};

/** Where a widget node sits in the brand, as a JSON pointer (/screens/home/slots/main/2). */
export function pointerOfNode(brand: RuntimeBrand, node: WidgetNode): string | undefined {
  const inSlots = (
    slots: Record<string, readonly WidgetNode[] | undefined> | undefined,
    at: string,
  ): string | undefined => {
    for (const [slot, nodes] of Object.entries(slots ?? {})) {
      const index = (nodes ?? []).indexOf(node);
      if (index >= 0) return `${at}/${slot}/${index}`;
    }
    return undefined;
  };
  const found = inSlots(brand.layout as Record<string, WidgetNode[]>, '/layout');
  if (found) return found;
  for (const [kind, hosts] of [
    ['screens', brand.screens],
    ['dialogs', brand.dialogs],
  ] as const) {
    for (const [id, host] of Object.entries(hosts ?? {})) {
      const at = inSlots(host.slots as Record<string, WidgetNode[]>, `/${kind}/${id}/slots`);
      if (at) return at;
      for (const [index, page] of (host.pages ?? []).entries()) {
        const inPage = inSlots(page.slots as Record<string, WidgetNode[]>, `/${kind}/${id}/pages/${index}/slots`);
        if (inPage) return inPage;
      }
    }
  }
  return undefined;
}

/** The widget node a DOM element was drawn by: React keeps each element's fiber on it. */
function nodeOfElement(element: Element | null): WidgetNode | undefined {
  for (let at = element; at; at = at.parentElement) {
    const key = Object.keys(at).find((name) => name.startsWith('__reactFiber$'));
    if (!key) continue;
    type Fiber = { type: unknown; memoizedProps?: { node?: WidgetNode }; return: Fiber | null };
    for (let fiber = (at as unknown as Record<string, Fiber | null>)[key] ?? null; fiber; fiber = fiber.return) {
      if (fiber.type === WidgetHost && fiber.memoizedProps?.node) return fiber.memoizedProps.node;
    }
    return undefined;
  }
  return undefined;
}

/** Deep equality of JSON values (the brand arrives as structured-clone data). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length && keys.every((key) => key in right && sameJson(left[key], right[key]))
  );
}

/** The parts of the theme that reach the page only as CSS variables (`themeStyle`), never through React. */
const CSS_ONLY = ['colors', 'fonts', 'radius'] as const;

/**
 * Whether a new brand differs from the drawn one only where the page reads it through CSS (colours,
 * fonts, radius). Those edits repaint with the theme's style sheet alone:
 * re-rendering the whole player for a colour is what made a keystroke cost a few hundred ms.
 */
export function differsOnlyInStyle(drawn: RuntimeBrand, next: RuntimeBrand): boolean {
  const { theme: drawnTheme, ...drawnRest } = drawn;
  const { theme: nextTheme, ...nextRest } = next;
  const withoutCss = (theme: RuntimeBrand['theme']) =>
    Object.fromEntries(Object.entries(theme).filter(([key]) => !(CSS_ONLY as readonly string[]).includes(key)));
  return sameJson(withoutCss(drawnTheme), withoutCss(nextTheme)) && sameJson(drawnRest, nextRest);
}

/**
 * The operator types in the studio beside the frame. The player moves focus by itself (a dialog
 * shows and focuses its close button, focus returns to the button that opened a dialog): in the
 * frame that would take the focus, and the next keystrokes, away from the studio's form (a popup
 * opening as the operator typed swallowed the edit). While the frame does not have focus, such a
 * move happens inside the frame's document and the studio's focused control keeps the focus.
 */
export function keepStudioFocus(frame: Window & typeof globalThis = window): void {
  const studio = frame.parent as Window & typeof globalThis;
  const holdFocus = <T>(move: () => T): T => {
    if (frame.document.hasFocus()) return move();
    const operatorAt = studio.document.activeElement;
    const result = move();
    if (studio.document.activeElement !== operatorAt) {
      if (
        operatorAt instanceof studio.HTMLElement &&
        operatorAt !== frame.frameElement &&
        operatorAt !== studio.document.body
      ) {
        operatorAt.focus({ preventScroll: true });
      } else studio.focus();
    }
    return result;
  };
  const { focus } = frame.HTMLElement.prototype;
  frame.HTMLElement.prototype.focus = function focusInFrame(this: HTMLElement, options?: FocusOptions) {
    holdFocus(() => focus.call(this, options));
  };
  const { showModal } = frame.HTMLDialogElement.prototype;
  frame.HTMLDialogElement.prototype.showModal = function showModalInFrame(this: HTMLDialogElement) {
    holdFocus(() => showModal.call(this));
  };
}

/** After the frame has painted what was just applied (the callback of the next frame runs before its paint). */
const afterPaint = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));

export function connectStudio(engine: Engine, render: (engine: Engine) => void): void {
  /** What the player's React tree was last drawn with (its widget nodes are this brand's objects). */
  let drawn = engine;
  const toStudio = (message: Record<string, unknown>) => window.parent.postMessage(message, location.origin);
  keepStudioFocus();
  const pointerAt = (element: Element | null) => {
    const node = nodeOfElement(element);
    return node && pointerOfNode(drawn.brand, node);
  };
  const mover = createMoveHandle({
    brand: () => drawn.brand,
    pointerAt,
    move: (from, to) => toStudio({ type: 'livery:preview-move', from, to }),
  });
  window.addEventListener('message', (event: MessageEvent<StudioMessage>) => {
    if (event.origin !== location.origin || event.source !== window.parent) return;
    const message = event.data;
    if (message?.type === 'livery:studio-brand' && isBrand(message.brand)) {
      const brand = message.brand;
      applyBrandToDocument(brand);
      // The operator's flags and register rules show as edited (the platform's own switches aside);
      // set only when they changed, since every flag reader re-renders on a new set.
      const flags = { ...(brand.flags as Record<string, boolean>) };
      if (!sameJson(drawn.platform.getState().flags, flags)) drawn.platform.setState({ flags });
      // A colour, font or radius is repainted by the style sheet alone; anything else draws the player
      // again with the new brand, its session, route, open dialogs and popups kept.
      if (!differsOnlyInStyle(drawn.brand, brand)) {
        drawn = { ...drawn, brand };
        render(drawn);
      }
      afterPaint(() => {
        mover.redrawn();
        toStudio({ type: 'livery:preview-drawn' });
      });
    } else if (
      message?.type === 'livery:studio-navigate' &&
      typeof message.path === 'string' &&
      message.path.startsWith('/')
    ) {
      history.pushState(null, '', message.path);
      dispatchEvent(new PopStateEvent('popstate'));
    } else if (message?.type === 'livery:studio-dialog' && typeof message.id === 'string') {
      drawn.dialogs.getState().open(message.id);
    } else if (message?.type === 'livery:studio-texts' && typeof message.texts?.move === 'string') {
      mover.setTexts(message.texts);
    } else if (message?.type === 'livery:studio-popups' && typeof message.show === 'boolean') {
      drawn.dialogs.setState({ popups: message.show ? 'show' : 'hold' });
    }
  });
  document.addEventListener(
    'click',
    (event) => {
      const pointer = pointerAt(event.target as Element | null);
      if (pointer) toStudio({ type: 'livery:preview-select', pointer });
      mover.select(pointer);
    },
    true,
  );
  toStudio({ type: 'livery:preview-ready' });
}
