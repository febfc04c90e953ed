/**
 * The widget → chunk manifest's key for a language's engine texts (engine/i18n/locales/<code>.json):
 * the build writes it (scripts/vite-plugin-widget-chunks.ts), the platform's preload plan reads it
 * (server/site/bootPage.ts).
 */
export const textsChunkKey = (code: string): string => `@texts/${code.toUpperCase()}`;
