import { readable, type Readable } from './util/readable.ts';

/**
 * A part of a widget that only screens wider than a phone draw (the header's navigation row, which a
 * phone's compact header leaves to the drawer and the tab bar), in a chunk of its own (DESIGN §6b).
 * A phone never downloads it unless its screen widens; a wider screen loads it with the widget, before
 * the first paint (the widget's `wide`, the first screen's preload, the boot plan's wide files), so it
 * is drawn at once. The part's promise is `use`-readable and is kept, failed or not, so every render
 * reads the same outcome; `retry` forgets a failed one, so the next load asks again.
 */
export interface WidePart<T> {
  load: () => Promise<T>;
  retry: () => void;
}

export function widePart<T>(importer: () => Promise<T>): WidePart<T> {
  let loading: Readable<T> | undefined;
  return {
    load: () => (loading ??= readable(importer())),
    retry: () => {
      if (loading?.status === 'rejected') loading = undefined;
    },
  };
}
