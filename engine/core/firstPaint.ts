import type { WidgetNode } from '../../schemas/brand/index.ts';
import type { ResolvedScreen } from './screens.ts';

/**
 * Phones: up to this width the side menu is a drawer, the tab bar shows (tablets and desktops keep the
 * column) and `when: { device: mobile }` conditions hold.
 */
export const PHONE_QUERY = '(max-width: 768px)';

export type LayoutSlot = keyof ResolvedScreen['slots'];

/**
 * The slots the first paint leaves out (DESIGN §6b): the footer, which is below every first screen,
 * and on a phone the side menu, a closed drawer there (and, on a phone, the part of the main slot
 * below its first screen: splitMain). Their widgets load and draw once the browser
 * is idle after the first paint, or at the player's first input, whichever comes first. The shell
 * (engine/react/ScreenRenderer.tsx), the first screen's preload (preloadScreen, the platform's boot
 * plan) and `npm run size` all follow this one rule.
 */
export function slotsAfterFirstPaint(phone: boolean): readonly LayoutSlot[] {
  return phone ? ['footer', 'side'] : ['footer'];
}

const SLOTS: readonly LayoutSlot[] = ['header', 'side', 'main', 'footer', 'bottom'];

/** The slots a first paint draws, in the shell's order. */
export function slotsOfFirstPaint(phone: boolean): readonly LayoutSlot[] {
  const later = slotsAfterFirstPaint(phone);
  return SLOTS.filter((slot) => !later.includes(slot));
}

/**
 * Which widget types cover a phone's screen with their first render (a game grid: the registry's
 * `coversPhoneScreen`; the widget manifest lists them for the plans that have no registry).
 */
export type CoversPhoneScreen = (type: string) => boolean;

/**
 * A screen's main slot, split where a phone's first screen ends: the nodes up to and including the
 * first whose widget covers a phone's screen, and those after it, below the first screen, which a
 * phone loads and draws after the first paint (as it does the footer). Wider screens draw them all.
 */
export function splitMain(
  main: readonly WidgetNode[],
  phone: boolean,
  coversPhoneScreen: CoversPhoneScreen,
): [first: readonly WidgetNode[], later: readonly WidgetNode[]] {
  const cover = phone ? main.findIndex((node) => coversPhoneScreen(node.widget)) : -1;
  return cover < 0 ? [main, []] : [main.slice(0, cover + 1), main.slice(cover + 1)];
}

/** The widget nodes a first paint draws, in the shell's order: what is preloaded and asked for first. */
export function nodesOfFirstPaint(
  slots: ResolvedScreen['slots'],
  phone: boolean,
  coversPhoneScreen: CoversPhoneScreen,
): ResolvedScreen['slots']['main'] {
  return slotsOfFirstPaint(phone).flatMap((slot) =>
    slot === 'main' ? splitMain(slots.main, phone, coversPhoneScreen)[0] : slots[slot],
  );
}

/**
 * Settles at the page's first contentful paint, as the browser reports it (at once when it is behind
 * the page already), or after `maxWaitMs` where it does not come (a page opened in the background
 * paints only when shown) or cannot be told (no paint timing: settles at once). What waits for it
 * (the screens' own reads: engine/data/dataClient.ts) is what the first paint does not draw.
 */
export function whenFirstPainted(maxWaitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const supported =
      typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
    if (!supported) return resolve();
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      done();
    });
    const timer = setTimeout(() => done(), maxWaitMs);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe({ type: 'paint', buffered: true });
  });
}
