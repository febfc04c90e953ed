import type { Plugin } from 'vite';

/** widgets/<area>/<Type>/index.ts, where each widget declares itself. */
const WIDGET_INDEX = /[\\/]widgets[\\/][^\\/]+[\\/][^\\/]+[\\/]index\.tsx?$/;
const SCHEMA_IMPORT = /^import\s*\{\s*schema\s*\}\s*from\s*['"]\.\/schema\.ts['"];?\s*$/m;

/**
 * The player's build leaves the widgets' props schemas out (DESIGN §4, §6b): they serve the brand
 * CLI, the emitted brand schema, the studio and Storybook, and the typecheck ties each component
 * to its schema; players get brand JSON whose props are already checked and filled. Each widget's
 * `import { schema } from './schema.ts'` becomes an empty object in the bundle only.
 */
export function dropWidgetSchemas(): Plugin {
  return {
    name: 'livery-drop-widget-schemas',
    apply: 'build',
    transform(code, id) {
      if (!WIDGET_INDEX.test(id) || !SCHEMA_IMPORT.test(code)) return null;
      return { code: code.replace(SCHEMA_IMPORT, 'const schema = {};'), map: null };
    },
  };
}
