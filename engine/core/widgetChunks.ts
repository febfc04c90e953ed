/**
 * The widget → chunk manifest (DESIGN §6b): the build writes it beside index.html
 * (scripts/vite-plugin-widget-chunks.ts); the platform's preload plan (server/site/bootPage.ts) and
 * `npm run size` read it. Each widget type's files (JS and CSS, with their static imports), and
 * under the keys below what is not a widget.
 */
export const WIDGET_CHUNKS_FILE = 'widget-chunks.json';
export type WidgetChunks = Record<string, readonly string[]>;

/** The key of a language's engine texts (engine/i18n/locales/<code>.json): its files. */
export const textsChunkKey = (code: string): string => `@texts/${code.toUpperCase()}`;

/** The key of a widget's part that only screens wider than a phone draw (engine/core/widePart.ts): its files. */
export const wideChunkKey = (type: string): string => `@wide/${type}`;

/**
 * The key of the widget types whose first render covers a phone's screen (the registry's
 * `coversPhoneScreen`, engine/core/firstPaint.ts): their names, for the plans that have no registry.
 */
export const COVERS_PHONE_SCREEN_KEY = '@coversPhoneScreen';
