import type { ComponentType } from 'react';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { applyDefaults } from '../core/applyDefaults.ts';
import type { FirstCall, FirstScreenPlace, JsonSchemaObject, WidgetDefinition } from '../core/registry.ts';

/**
 * A widget's props as its schema gives them. The brand resolver has filled every default, so a
 * property with a default is present: the component never repeats a default or a limit.
 */
export type WidgetProps<S extends JSONSchema> = FromSchema<S>;

/** A widget component as the registry holds it: props are checked where the widget is defined. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds components of many prop types
export type WidgetComponent = ComponentType<any>;

export type ReactWidgetDefinition = WidgetDefinition<WidgetComponent>;

/** What a widget folder's index.ts declares; the catalogue adds the area from the folder. */
export type WidgetDeclaration = Omit<ReactWidgetDefinition, 'area'>;

/**
 * Declares a widget: its exact type name, its props schema and a lazy loader (its texts travel
 * with its component: `useTexts`). The
 * loader must give a component whose props are `FromSchema` of the schema, so a component and its
 * schema cannot drift: a mismatch is a compile error. The loader is a dynamic import, so a widget
 * no screen shows is never downloaded.
 */
// P is the schema's props type, computed once (never inferred from the component: NoInfer).
export function defineWidget<const S extends JSONSchema & object, P = WidgetProps<S>>(definition: {
  type: string;
  schema: S;
  load: () => Promise<{ default: ComponentType<NoInfer<P>> }>;
  /** The calls its first render makes (see WidgetDefinition.firstCalls), from its resolved props. */
  firstCalls?: (props: NoInfer<P>, language: string, place: FirstScreenPlace) => readonly FirstCall[];
  /** The picture its first render shows first (see WidgetDefinition.firstImage). */
  firstImage?: (props: NoInfer<P>, answers: readonly unknown[], imageHost: string | null) => string | null;
  /** Its first render is taller than a phone's screen (see WidgetDefinition.coversPhoneScreen). */
  coversPhoneScreen?: true;
  /** Loads the part only screens wider than a phone draw (see WidgetDefinition.wide). */
  wide?: () => Promise<unknown>;
}): WidgetDeclaration {
  // Checked above against the schema; the registry holds every widget under one loose type.
  const { type, schema, load, firstCalls, firstImage, coversPhoneScreen, wide } = definition;
  return Object.freeze({
    type,
    schema: schema as JsonSchemaObject,
    load: load as unknown as WidgetDeclaration['load'],
    ...(firstCalls ? { firstCalls: firstCalls as unknown as NonNullable<WidgetDeclaration['firstCalls']> } : {}),
    ...(firstImage ? { firstImage: firstImage as unknown as NonNullable<WidgetDeclaration['firstImage']> } : {}),
    ...(coversPhoneScreen ? { coversPhoneScreen } : {}),
    ...(wide ? { wide } : {}),
  });
}

/** The catalogue's side of a declaration: the area is the folder under widgets/ it lives in. */
export function inArea(area: string, declarations: readonly WidgetDeclaration[]): ReactWidgetDefinition[] {
  return declarations.map((declaration) => Object.freeze({ ...declaration, area }));
}

/**
 * A widget's props as the brand resolver gives them: the schema's defaults under what is given.
 * Stories and tests render a component with it, exactly as a brand would.
 */
export function widgetProps<const S extends JSONSchema & object, P = WidgetProps<S>>(
  schema: S,
  given: Partial<NoInfer<P>> = {},
): P {
  return applyDefaults(schema as Parameters<typeof applyDefaults>[0], given) as P;
}
