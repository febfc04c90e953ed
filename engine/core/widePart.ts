import { readable } from './util/readable.ts';

/**
 * A part of a widget that only screens wider than a phone draw (the header's navigation row, which a
 * phone's compact header leaves to the drawer and the tab bar), in a chunk of its own (DESIGN §6b).
 * A phone never downloads it unless its screen widens; a wider screen loads it with the widget, before
 * the first paint (the widget's `wide`, the first screen's preload, the boot plan's wide files), so it
 * is drawn at once. The part's promise is `use`-readable; a load that failed is tried again next time.
 */
export interface WidePart<T> {
  load: () => Promise<T>;
}

export function widePart<T>(importer: () => Promise<T>): WidePart<T> {
  let loading: Promise<T> | undefined;
  return {
    load: () =>
      (loading ??= readable(
        importer().catch((error: unknown) => {
          loading = undefined;
          throw error;
        }),
      )),
  };
}
