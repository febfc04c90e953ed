import type { RuntimeBrand, WidgetNode } from '../../schemas/brand/index.ts';
import type { Engine } from '../react/context.tsx';
import { WidgetHost } from '../react/WidgetHost.tsx';
import { applyBrandToDocument } from '../theme/applyTheme.ts';

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
  | { type: 'livery:studio-session'; kind: 'visitor' | 'member' | 'agent' | 'trial' };

const isBrand = (value: unknown): value is RuntimeBrand => {
  const brand = value as Partial<RuntimeBrand> | null;
  return Boolean(brand && typeof brand.id === 'string' && brand.theme && brand.screens && brand.languages);
};

/** Where a widget node sits in the brand, as a JSON pointer (/screens/home/slots/main/2). */
export function pointerOfNode(brand: RuntimeBrand, node: WidgetNode): string | undefined {
  const inSlots = (slots: Record<string, readonly WidgetNode[] | undefined> | undefined, at: string): string | undefined => {
    for (const [slot, nodes] of Object.entries(slots ?? {})) {
      const index = (nodes ?? []).indexOf(node);
      if (index >= 0) return `${at}/${slot}/${index}`;
    }
    return undefined;
  };
  const found = inSlots(brand.layout as Record<string, WidgetNode[]>, '/layout');
  if (found) return found;
  for (const [kind, hosts] of [['screens', brand.screens], ['dialogs', brand.dialogs]] as const) {
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

export function connectStudio(engine: Engine, render: (engine: Engine) => void): void {
  let current = engine;
  const toStudio = (message: Record<string, unknown>) => window.parent.postMessage(message, location.origin);
  window.addEventListener('message', (event: MessageEvent<StudioMessage>) => {
    if (event.origin !== location.origin || event.source !== window.parent) return;
    const message = event.data;
    if (message?.type === 'livery:studio-brand' && isBrand(message.brand)) {
      applyBrandToDocument(message.brand);
      // The operator's flags and register rules show as edited (the platform's own switches aside).
      current.platform.setState({ flags: { ...(message.brand.flags as Record<string, boolean>) } });
      current = { ...current, brand: message.brand };
      render(current);
      toStudio({ type: 'livery:preview-drawn' });
    } else if (message?.type === 'livery:studio-navigate' && typeof message.path === 'string' && message.path.startsWith('/')) {
      history.pushState(null, '', message.path);
      dispatchEvent(new PopStateEvent('popstate'));
    } else if (message?.type === 'livery:studio-dialog' && typeof message.id === 'string') {
      current.dialogs.getState().open(message.id);
    }
  });
  document.addEventListener(
    'click',
    (event) => {
      const node = nodeOfElement(event.target as Element | null);
      const pointer = node && pointerOfNode(current.brand, node);
      if (pointer) toStudio({ type: 'livery:preview-select', pointer });
    },
    true,
  );
  toStudio({ type: 'livery:preview-ready' });
}
