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
 * side, footer, bottom), a screen's main slot, a centre's own slot above its pages and a centre
 * page's slot (a centre is a screen or dialog with pages: the member's or the agent's), and a
 * dialog's slot. Each widget names those it fits (its studio.ts), and the studio offers a slot only
 * the widgets that fit it: an agent's report never in the member centre, a member's deposit history
 * never in a screen.
 */
export const SLOT_PLACES = [
  'layout',
  'screen',
  'memberCentre',
  'memberCentrePage',
  'agentCentre',
  'agentCentrePage',
  'dialog',
] as const;
export type SlotPlace = (typeof SLOT_PLACES)[number];

/** Whose centre a screen or dialog with pages is. */
export type CentreKind = 'member' | 'agent';

/**
 * The kind of centre a screen or dialog is, from who may open it: only agents open an agent centre
 * (`access: 'agent'`, as the base brand's agentHome); any other centre is the member's. Not a
 * centre (no pages): undefined.
 */
export function centreKindOf(host: unknown): CentreKind | undefined {
  if (typeof host !== 'object' || host === null) return undefined;
  const { pages, access } = host as { pages?: unknown; access?: unknown };
  if (!Array.isArray(pages)) return undefined;
  return access === 'agent' ? 'agent' : 'member';
}

/**
 * The kind of the slot at a path in a brand document: ['layout', 'header'] is 'layout',
 * ['screens', 'home', 'slots', 'main'] 'screen', ['screens', 'member', 'pages', 3, 'slots', 'main']
 * 'memberCentrePage'. `centre` is the kind of centre the screen or dialog is, if it is one.
 */
export function placeOfSlot(path: readonly (string | number)[], centre: CentreKind | undefined): SlotPlace | undefined {
  const [top] = path;
  if (top === 'layout') return 'layout';
  if (top !== 'screens' && top !== 'dialogs') return undefined;
  if (centre) return path.includes('pages') ? `${centre}CentrePage` : `${centre}Centre`;
  return top === 'screens' ? 'screen' : 'dialog';
}
