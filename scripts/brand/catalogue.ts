import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { WidgetSchemaSource } from '../../engine/brandFiles/schema.ts';
import type { WidgetDefinition } from '../../engine/core/registry.ts';

/**
 * The widget catalogue, imported lazily: it is written by another team and pulls in React
 * component modules, which the brand tools' tests must not depend on (they inject fakes).
 */
export async function importWidgetCatalogue(root = process.cwd()): Promise<readonly WidgetDefinition<unknown>[]> {
  const url = pathToFileURL(path.join(root, 'widgets', 'catalogue.ts')).href;
  const module = (await import(url)) as { widgetDefinitions?: readonly WidgetDefinition<unknown>[] };
  if (!Array.isArray(module.widgetDefinitions))
    throw new Error('widgets/catalogue.ts does not export widgetDefinitions.');
  return module.widgetDefinitions;
}

/** Each widget's type and schema: what the brand tools validate brand files against. */
export async function loadWidgetDefinitions(root = process.cwd()): Promise<WidgetSchemaSource[]> {
  return (await importWidgetCatalogue(root)).map(({ type, schema }) => ({ type, schema }) as WidgetSchemaSource);
}
