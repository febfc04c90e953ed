import type { ArgTypes } from '@storybook/react-vite';
import type { JSONSchema } from 'json-schema-to-ts';
import { widgetProps, type WidgetProps } from '../engine/react/defineWidget.ts';

type PropertySchema = {
  type?: string | readonly string[];
  enum?: readonly unknown[];
  minimum?: number;
  maximum?: number;
  title?: string;
  description?: string;
  default?: unknown;
};

/** Storybook controls from a widget's JSON Schema: the same schema the studio and validator use. */
export function argTypesFromSchema(schema: { readonly properties?: Readonly<Record<string, unknown>> }): ArgTypes {
  const argTypes: ArgTypes = {};
  for (const [name, raw] of Object.entries(schema.properties ?? {})) {
    const property = raw as PropertySchema;
    const base = {
      name,
      description: [property.title, property.description].filter(Boolean).join(' — ') || undefined,
      ...(property.default !== undefined
        ? { table: { defaultValue: { summary: JSON.stringify(property.default) } } }
        : {}),
    };
    if (property.enum) {
      argTypes[name] = { ...base, options: [...property.enum] as string[], control: { type: 'select' } };
    } else if (property.type === 'boolean') {
      argTypes[name] = { ...base, control: { type: 'boolean' } };
    } else if (property.type === 'integer' || property.type === 'number') {
      argTypes[name] = {
        ...base,
        control: {
          type: 'number',
          ...(property.minimum !== undefined ? { min: property.minimum } : {}),
          ...(property.maximum !== undefined ? { max: property.maximum } : {}),
          step: property.type === 'integer' ? 1 : undefined,
        },
      };
    } else if (property.type === 'string') {
      argTypes[name] = { ...base, control: { type: 'text' } };
    } else {
      argTypes[name] = { ...base, control: { type: 'object' } };
    }
  }
  return argTypes;
}

/** The schema's defaults as story args: the props a brand gets when it sets none. */
export function argsFromSchema<const S extends JSONSchema & object, P = WidgetProps<S>>(schema: S): P {
  return widgetProps<S, P>(schema);
}
