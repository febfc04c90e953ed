import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { WidgetSchemaSource } from '../../engine/brandFiles/schema.ts';

/**
 * The widget catalogue, imported lazily: it is written by another team and pulls in React
 * component modules, which the brand tools' tests must not depend on (they inject fakes).
 */
export async function loadWidgetDefinitions(root = process.cwd()): Promise<WidgetSchemaSource[]> {
  const url = pathToFileURL(path.join(root, 'widgets', 'catalogue.ts')).href;
  const module = (await import(url)) as { widgetDefinitions?: readonly WidgetSchemaSource[] };
  if (!Array.isArray(module.widgetDefinitions))
    throw new Error('widgets/catalogue.ts does not export widgetDefinitions.');
  return module.widgetDefinitions.map(({ type, schema }) => ({ type, schema }));
}
