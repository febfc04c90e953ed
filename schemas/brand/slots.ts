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
