import type { WidgetStudio } from '../engine/react/defineWidgetStudio.ts';

/** Every widget folder's studio.ts (widgets/<area>/<Type>/studio.ts), gathered by the studio's build. */
const modules = import.meta.glob<WidgetStudio>('./*/*/studio.ts', { eager: true, import: 'default' });

/**
 * Where each widget may go and the props it arrives with when the studio adds it, by type (the
 * folder's name). Studio only: the player imports widgets/catalogue.ts, never this, so none of it
 * reaches a player's page. A test holds it to widgets/catalogue.ts (same types) and every preset to
 * the brand checks.
 */
export const widgetStudios: Readonly<Record<string, WidgetStudio>> = Object.fromEntries(
  Object.entries(modules).map(([file, studio]) => [file.split('/')[2]!, studio]),
);
