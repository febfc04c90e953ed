import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { SlotPlace } from '../../schemas/brand/slots.ts';

/** What the studio knows of a widget beyond its schema: where it may go, and what it arrives with. */
export interface WidgetStudio {
  /** The kinds of slot it fits (at least one): the studio's gallery offers it only there. */
  readonly places: readonly SlotPlace[];
  /** The props it is added with: valid as they arrive (real text keys, real routes), so the brand stays savable. */
  readonly preset: Readonly<Record<string, unknown>>;
}

/** A preset as brand JSON gives it: a property with a default may be left out. */
export type WidgetPreset<S extends JSONSchema> = FromSchema<S, { keepDefaultedPropertiesOptional: true }>;

/**
 * Declares a widget's studio side, in a file of its own (widgets/<area>/<Type>/studio.ts) that only
 * the studio imports, so the player's first paint carries none of it. The preset is typed from the
 * widget's schema, as its props are: a preset that its schema refuses is a compile error.
 */
export function defineWidgetStudio<const S extends JSONSchema & object, P = WidgetPreset<S>>(
  _schema: S,
  studio: { places: readonly [SlotPlace, ...SlotPlace[]]; preset: NoInfer<P> },
): WidgetStudio {
  return Object.freeze({ places: studio.places, preset: studio.preset as Readonly<Record<string, unknown>> });
}
