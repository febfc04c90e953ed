import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { bareSchema } from './schema/schemaWords.ts';
import { plainSections, widgetInfos, type JsonSchema } from './schema/sections.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const GENERATED = path.resolve(here, '..', 'schemas', 'generated', 'brand.schema.json');

/**
 * ajv's standalone code as an ES module. Its ESM mode names each export after the schema's $id,
 * and rjsf's ids are hashes that are no JavaScript names, so the CommonJS form is wrapped instead:
 * each require() becomes a namespace import (ajv's runtime modules are compiled ES modules, read through `.default`), `exports` a local object exported whole.
 */
function asEsm(commonJs: string): string {
  const specifiers = [...new Set([...commonJs.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1]!))];
  const body = commonJs.replace(/require\("([^"]+)"\)/g, (_all, name: string) => `__r${specifiers.indexOf(name)}`);
  return `${specifiers.map((name, i) => `import * as __r${i} from ${JSON.stringify(name)};`).join('\n')}\nconst exports = {};\n${body.replace(/^"use strict";/, '')}\nexport default exports;\n`;
}

/**
 * The studio's schemas and their validators, made at build time from the generated brand schema
 * (so new widgets and parts arrive by themselves): `virtual:studio-schema` holds each form's root
 * schema and the widget list; `virtual:studio-validators` each form's precompiled ajv code, so the
 * studio validates as the operator types without eval (its page forbids it).
 */
function studioSchemas(): Plugin {
  const SCHEMA = 'virtual:studio-schema';
  const VALIDATORS = 'virtual:studio-validators';
  const ONE = 'virtual:studio-validator/';
  let full: JsonSchema | undefined;
  let sections: Record<string, JsonSchema> = {};
  const load = () => {
    full = JSON.parse(readFileSync(GENERATED, 'utf8')) as JsonSchema;
    // The operator reads plain words; the specification's codes stay in each node's details (issue 28, item 5).
    sections = plainSections(full);
  };
  return {
    name: 'livery-studio-schemas',
    buildStart() {
      this.addWatchFile(GENERATED);
      load();
    },
    resolveId: (id) => (id === SCHEMA || id === VALIDATORS || id.startsWith(ONE) ? `\0${id}` : undefined),
    load(id) {
      if (!full) load();
      if (id === `\0${SCHEMA}`)
        return `export const sections = ${JSON.stringify(sections)};\nexport const widgets = ${JSON.stringify(widgetInfos(full!))};\n`;
      if (id === `\0${VALIDATORS}`) {
        const kinds = Object.keys(sections);
        return `${kinds.map((kind, i) => `import v${i} from '${ONE}${kind}';`).join('\n')}\nexport const validators = { ${kinds.map((kind, i) => `${JSON.stringify(kind)}: v${i}`).join(', ')} };\n`;
      }
      if (id.startsWith(`\0${ONE}`)) {
        const kind = id.slice(ONE.length + 1);
        return asEsm(
          // Compiled without the words, so the form in any language finds the same code (studio/app/formSchemas.ts).
          compileSchemaValidatorsCode(bareSchema(sections[kind]) as never, {
            ajvOptionsOverrides: { discriminator: true },
          }),
        );
      }
      return undefined;
    },
  };
}

/** The brand studio: its own entry, built apart from the player into dist-studio/ (never in the player's bundle). */
export default defineConfig({
  root: here,
  base: '/studio/',
  plugins: [react(), studioSchemas()],
  build: {
    outDir: path.resolve(here, '..', 'dist-studio'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4096,
    rolldownOptions: { checks: { pluginTimings: false } },
  },
});
