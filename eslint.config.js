import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Layers (DESIGN §6c): which way imports may point. Each folder's restrictions are listed whole,
// because a later flat-config block replaces a rule's options for the files it matches.
const AXIOS = { name: 'axios', message: 'Only the gateway (engine/api) talks to the platform; use the engine hooks.' };
const AJV = { name: 'ajv', message: 'ajv validates at build time; it never ships to players (DESIGN §4).' };
const ROUTER = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  message: 'Widgets link and navigate through engine/react/navigation.tsx.',
}));
const REACT = {
  regex: '^(react|react-dom|react-i18next|react-router|react-router-dom|zustand)(/|$)',
  message: 'engine/core is plain TypeScript: no React, no DOM, no stores (DESIGN §6c).',
};
const WIDGETS = {
  regex: '(^|/)widgets(/|$)',
  message: 'The engine never imports widgets/: widgets register with it (DESIGN §6c).',
};
const SCRIPTS = {
  regex: '(^|/)scripts(/|$)',
  message: 'The platform never imports scripts/: share code through engine/core or schemas.',
};
const STORAGE_MODULE = {
  regex: '(^|/)([^/]*[Ss]torage[^/]*|idb-keyval|localforage|js-cookie)(\\.tsx?)?$',
  message: 'Widgets never touch storage: the engine keeps the session and the language.',
};
// The player's entry (app/) wires the catalogue into the engine (DESIGN §6c); nothing else of widgets/.
const WIDGETS_BUT_CATALOGUE = {
  regex: '(^|/)widgets/(?!catalogue(\\.ts)?$)',
  message: 'The app entry takes widgets only through widgets/catalogue: widgets register with the engine.',
};
// engine/brandFiles reads brand files with node:fs: the build, the CLI and the platform use it, the player never.
const BRAND_FILES = {
  regex: '(^|/)(engine/)?brandFiles/(files|library|issue)(\\.ts)?$',
  message: 'engine/brandFiles is Node only (brand files): the player uses engine/core/brands.ts.',
};
// The floor (issue 30) is the site's first screen written by hand, the limit the engine is measured against.
const NOT_IN_FLOOR = {
  regex: '(^|/)(app|engine|widgets|brands|schemas|server)(/|$)',
  message: 'The floor is written by hand: no engine, widgets, brand files or schemas (issue 30).',
};
const NODE = {
  regex: '^(node:|fs$|path$|os$)',
  message: 'engine/core runs in the browser too: no Node modules (the file side is engine/brandFiles).',
};
const STORAGE = ['localStorage', 'sessionStorage'].map((name) => ({
  name,
  message: 'Widgets never touch storage: the engine keeps the session and the language.',
}));
const DOM = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'HTMLElement',
  'Element',
  'fetch',
].map((name) => ({
  name,
  message: 'engine/core runs anywhere (the build, the platform, tests): no DOM.',
}));

const restrictImports = (paths, patterns = []) => ['error', { paths, patterns }];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-studio',
      'dist-floor',
      'storybook-static',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'public',
      '.data',
      'schemas/generated',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': restrictImports([AXIOS]),
    },
  },
  {
    files: ['engine/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictImports([AXIOS], [WIDGETS, BRAND_FILES]) },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictImports([AXIOS], [WIDGETS_BUT_CATALOGUE, BRAND_FILES]) },
  },
  {
    // The floor has no gateway: it calls the platform with the stack's client itself, as a hand would.
    files: ['floor/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictImports([], [NOT_IN_FLOOR]) },
  },
  {
    // The gateway is the one module that may use axios.
    files: ['engine/api/**/*.ts'],
    rules: { 'no-restricted-imports': restrictImports([], [WIDGETS, BRAND_FILES]) },
  },
  {
    // The fake platform for tests and stories stands where the network would: an axios adapter.
    files: ['tests/support/fakePlatform.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['engine/core/**/*.ts'],
    ignores: ['engine/core/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrictImports([AXIOS], [WIDGETS, REACT, NODE, BRAND_FILES]),
      'no-restricted-globals': ['error', ...DOM],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': restrictImports([AXIOS], [WIDGETS, SCRIPTS]) },
  },
  {
    files: ['widgets/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictImports([AXIOS, AJV, ...ROUTER], [STORAGE_MODULE, BRAND_FILES]),
      'no-restricted-globals': ['error', ...STORAGE],
    },
  },
  {
    // Tests set the scene a widget runs in: a router, a stored session.
    files: ['widgets/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictImports([AXIOS, AJV]), 'no-restricted-globals': 'off' },
  },
  {
    // Test support lives in tests/support (issue 25): code that ships (the player, the platform, the
    // studio) never imports it, so no bundle or server carries a fake or a fixture.
    files: [
      'app/**/*.{ts,tsx}',
      'engine/**/*.{ts,tsx}',
      'widgets/**/*.{ts,tsx}',
      'server/**/*.ts',
      'schemas/**/*.ts',
      'studio/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-d.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].map((node) => ({
          selector: `${node}[source.value=/(^|\\u002F)tests\\u002F/]`,
          message: 'Only tests import tests/ (test support): code that ships never does.',
        })),
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
