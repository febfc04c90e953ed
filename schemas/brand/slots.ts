import type { FromSchema } from 'json-schema-to-ts';
import { conditionSchema } from './conditions.ts';

/**
 * A widget node in a slot. Here `props` is any object; the emitted brand schema replaces this
 * with a `oneOf` over the registered widget types, discriminated on `widget`, so a bad prop is
 * reported against its own widget (scripts/emit-schemas.ts).
 */
export const widgetNodeSchema = {
  type: 'object',
  title: 'Widget',
  additionalProperties: false,
  properties: {
    widget: { type: 'string', title: 'Widget type', pattern: '^[A-Z][A-Za-z0-9]*$' },
    id: {
      type: 'string',
      title: 'Anchor id',
      description: 'Makes the widget a hash-link target (/#id).',
      pattern: '^[a-z][a-z0-9-]*$',
    },
    props: { type: 'object', title: 'Properties' },
    when: conditionSchema,
  },
  required: ['widget'],
} as const;

export type WidgetNode = FromSchema<typeof widgetNodeSchema, { keepDefaultedPropertiesOptional: true }>;

/** A slot: an ordered list of widget nodes (layout, screens, dialogs and centre pages all use it). */
export const slot = (title: string) => ({ type: 'array', title, items: widgetNodeSchema }) as const;

/** The slots of a screen, a dialog or a centre page: one main slot of widgets. */
export const mainSlots = {
  type: 'object',
  title: 'Slots',
  additionalProperties: false,
  properties: { main: slot('Main') },
  required: ['main'],
} as const;

/**
 * The kinds of slot a brand has, which are the places a widget may go: the layout's slots (header,
 * side, footer, bottom), a screen's main slot, a centre's own slot above its pages (a screen or
 * dialog with pages), a centre page's slot and a dialog's slot. Each widget names those it fits
 * (its studio.ts), and the studio offers a slot only the widgets that fit it.
 */
export const SLOT_PLACES = ['layout', 'screen', 'centre', 'centrePage', 'dialog'] as const;
export type SlotPlace = (typeof SLOT_PLACES)[number];

/**
 * The kind of the slot at a path in a brand document: ['layout', 'header'] is 'layout',
 * ['screens', 'home', 'slots', 'main'] 'screen', ['screens', 'member', 'pages', 3, 'slots', 'main']
 * 'centrePage'. `isCentre` says whether the screen or dialog the slot is in has pages.
 */
export function placeOfSlot(path: readonly (string | number)[], isCentre: boolean): SlotPlace | undefined {
  const [top] = path;
  if (top === 'layout') return 'layout';
  if (top !== 'screens' && top !== 'dialogs') return undefined;
  if (path.includes('pages')) return 'centrePage';
  if (isCentre) return 'centre';
  return top === 'screens' ? 'screen' : 'dialog';
}
