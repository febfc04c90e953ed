// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layers of DESIGN §6c, as lint enforces them: code placed at a path in the project (the
 * file need not exist) is linted with the project's own config, and each forbidden direction
 * fails while the allowed ones pass.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) =>
      ['no-restricted-imports', 'no-restricted-globals', 'no-restricted-syntax'].includes(message.ruleId ?? ''),
    )
    .map((message) => message.message);
}

describe('layers (issue 7, DESIGN §6c)', () => {
  it.each([
    [
      'engine/react/x.tsx',
      "import { createWidgetRegistry } from '../../widgets/catalogue.ts';\nexport const r = createWidgetRegistry;",
      /never imports widgets/,
    ],
    [
      'engine/api/x.ts',
      "import SiteHeader from '../../widgets/layout/SiteHeader/index.ts';\nexport default SiteHeader;",
      /never imports widgets/,
    ],
    [
      'app/main.tsx',
      "import SiteHeader from '../widgets/layout/SiteHeader/index.ts';\nexport default SiteHeader;",
      /only through widgets\/catalogue/,
    ],
    [
      'engine/main.tsx',
      "import { createWidgetRegistry } from '../widgets/catalogue.ts';\nexport const r = createWidgetRegistry;",
      /never imports widgets/,
    ],
    ['app/main.tsx', "export { testEngine } from '../tests/support/testEngine.tsx';", /Only tests import tests\//],
    [
      'engine/core/x.ts',
      "import { widgetDefinitions } from '../../widgets/catalogue.ts';\nexport const w = widgetDefinitions;",
      /never imports widgets/,
    ],
    ['engine/core/x.ts', "import fs from 'node:fs';\nexport const read = fs.readFileSync;", /no Node modules/],
    [
      'engine/react/x.tsx',
      "import { readAllBrands } from '../brandFiles/files.ts';\nexport const r = readAllBrands;",
      /Node only/,
    ],
    [
      'app/main.tsx',
      "import { readAllBrands } from '../engine/brandFiles/files.ts';\nexport const r = readAllBrands;",
      /Node only/,
    ],
    [
      'widgets/home/X/X.tsx',
      "import { buildHostMap } from '../../../engine/brandFiles/library.ts';\nexport const b = buildHostMap;",
      /Node only/,
    ],
    [
      'server/x.ts',
      "import { buildRuntimeBrand } from '../scripts/brand/runtime.ts';\nexport const b = buildRuntimeBrand;",
      /never imports scripts/,
    ],
    [
      'server/calls/x.ts',
      "import { emitSchemas } from '../../scripts/emit-schemas.ts';\nexport const e = emitSchemas;",
      /never imports scripts/,
    ],
    ['engine/core/x.ts', "import { useState } from 'react';\nexport const s = useState;", /no React/],
    [
      'engine/core/x.ts',
      "import { createStore } from 'zustand/vanilla';\nexport const c = createStore;",
      /no React, no DOM, no stores/,
    ],
    ['engine/core/x.ts', 'export const width = () => window.innerWidth;', /no DOM/],
    ['engine/core/x.ts', 'export const lang = () => document.documentElement.lang;', /no DOM/],
    ['widgets/home/X/X.tsx', "import axios from 'axios';\nexport const a = axios;", /Only the gateway/],
    [
      'widgets/home/X/X.tsx',
      "import { Link } from 'react-router-dom';\nexport const L = Link;",
      /engine\/react\/navigation/,
    ],
    ['widgets/home/X/X.tsx', "export const token = () => sessionStorage.getItem('token');", /never touch storage/],
    [
      'widgets/home/X/X.tsx',
      "import { hasStoredToken } from '../../../engine/api/tokenStorage.ts';\nexport const t = hasStoredToken;",
      /never touch storage/,
    ],
    [
      'widgets/home/X/X.tsx',
      "import { NavLink } from 'react-router';\nexport const L = NavLink;",
      /engine\/react\/navigation/,
    ],
    ['engine/core/x.ts', "export const saved = () => localStorage.getItem('language');", /no DOM/],
    ['engine/core/x.ts', 'export const agent = () => navigator.userAgent;', /no DOM/],
    ['widgets/home/X/X.tsx', "export const saved = () => localStorage.getItem('language');", /never touch storage/],
    [
      'widgets/home/X/X.tsx',
      "import { PLATFORM_FAILURES } from '../../../tests/support/platformFailures.ts';\nexport const p = PLATFORM_FAILURES;",
      /Only tests import tests\//,
    ],
    [
      'engine/react/x.tsx',
      "export { testEngine } from '../../tests/support/testEngine.tsx';",
      /Only tests import tests\//,
    ],
    [
      'server/x.ts',
      "export const load = () => import('../tests/support/platformFailures.ts');",
      /Only tests import tests\//,
    ],
    [
      'floor/x.tsx',
      "import { EngineProvider } from '../engine/react/context.tsx';\nexport const x = EngineProvider;",
      /floor is written by hand/,
    ],
    [
      'floor/x.tsx',
      "import { widgetDefinitions } from '../widgets/catalogue.ts';\nexport const w = widgetDefinitions;",
      /floor is written by hand/,
    ],
    [
      'floor/x.ts',
      "import aurora from '../brands/aurora/brand.json';\nexport const a = aurora;",
      /floor is written by hand/,
    ],
  ])('forbids %s: %s', async (file, code, message) => {
    const found = await problems(file, code);
    expect(found.length, found.join('\n')).toBeGreaterThan(0);
    expect(found.join('\n')).toMatch(message);
  });

  it.each([
    [
      'engine/react/x.tsx',
      "import { resolveScreen } from '../core/screens.ts';\nimport { useState } from 'react';\nexport const x = [resolveScreen, useState];",
    ],
    [
      'engine/brandFiles/x.ts',
      "import { readAllBrands } from './files.ts';\nimport { walkExtends } from '../core/brands.ts';\nexport const x = [readAllBrands, walkExtends];",
    ],
    [
      'engine/core/x.ts',
      "import { walkExtends } from './brands.ts';\nimport { isRecord } from './util/isRecord.ts';\nexport const x = [walkExtends, isRecord];",
    ],
    [
      'stories/x.ts',
      "import { servableBrandIds } from '../engine/core/brands.ts';\nexport const x = servableBrandIds;",
    ],
    [
      'app/main.tsx',
      "import { createWidgetRegistry } from '../widgets/catalogue.ts';\nimport { EngineProvider } from '../engine/react/context.tsx';\nexport const x = [createWidgetRegistry, EngineProvider];",
    ],
    ['engine/api/x.ts', "import axios from 'axios';\nexport const a = axios;"],
    [
      'widgets/home/X/X.tsx',
      "import { useBrand } from '../../../engine/react/context.tsx';\nimport { Link } from '../../../engine/react/navigation.tsx';\nexport const x = [useBrand, Link];",
    ],
    [
      'server/x.ts',
      "import { patternFor } from '../engine/validation/patterns.ts';\nimport { readAllBrands } from '../engine/brandFiles/files.ts';\nexport const x = [patternFor, readAllBrands];",
    ],
    [
      'scripts/x.ts',
      "import { withDefaults } from '../engine/core/defaults.ts';\nimport { readAllBrands } from '../engine/brandFiles/files.ts';\nexport const x = [withDefaults, readAllBrands];",
    ],
    [
      'widgets/home/X/X.test.tsx',
      "import { PLATFORM_FAILURES } from '../../../tests/support/platformFailures.ts';\nexport const p = PLATFORM_FAILURES;",
    ],
    [
      'engine/react/x.test.tsx',
      "import { testEngine } from '../../tests/support/testEngine.tsx';\nexport const t = testEngine;",
    ],
    [
      'widgets/home/X/X.test.tsx',
      "import { MemoryRouter } from 'react-router-dom';\nexport const seed = () => sessionStorage.setItem('token', 't');\nexport const M = MemoryRouter;",
    ],
    [
      'floor/x.tsx',
      "import { BrowserRouter } from 'react-router-dom';\nimport i18next from 'i18next';\nimport axios from 'axios';\nimport { brand } from './brand.ts';\nexport const x = [BrowserRouter, i18next, axios, brand];",
    ],
  ])('allows %s', async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});
