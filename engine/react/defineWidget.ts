import type { ComponentType } from 'react';
import type { JsonSchemaObject, WidgetDefinition } from '../core/registry.ts';

/** A widget component receives its props as the brand JSON gives them (defaults already applied). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds components of many prop types
export type WidgetComponent = ComponentType<any>;

export type ReactWidgetDefinition = WidgetDefinition<WidgetComponent>;

/**
 * Declares a widget: its exact type name, the area folder it lives in, its props schema and a
 * lazy loader. The loader is a dynamic import, so a widget no screen shows is never downloaded.
 */
export function defineWidget(definition: {
  type: string;
  area: string;
  schema: JsonSchemaObject;
  load: () => Promise<{ default: WidgetComponent }>;
}): ReactWidgetDefinition {
  return Object.freeze({ ...definition });
}
