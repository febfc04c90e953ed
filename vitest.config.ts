import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, findTestChromium } from './scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Where the unit, component and platform tests are. */
const UNIT_TESTS = [
  'engine/**/*.test.{ts,tsx}',
  'widgets/**/*.test.{ts,tsx}',
  'scripts/**/*.test.ts',
  'server/**/*.test.ts',
  'tests/unit/**/*.test.{ts,tsx}',
  'tests/lint/**/*.test.ts',
  'tests/integration/**/*.test.ts',
  'tests/contract/**/*.test.ts',
  'schemas/**/*.test.ts',
  'studio/**/*.test.{ts,tsx}',
];
/**
 * Files that replace a module for themselves (vi.mock, vi.doMock), which only a fresh module registry
 * keeps to them, and files that need the page's first paint still ahead (engine/react/shell.ts keeps
 * it once for the page, as a browser does).
 */
const NEEDS_OWN_MODULES = [
  'widgets/memberCentre/PayoutAccounts/PayoutAccounts.rules.test.tsx',
  'engine/api/sendingLoad.test.ts',
  'engine/react/belowFirstScreen.test.tsx',
];

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: UNIT_TESTS,
          exclude: [...configDefaults.exclude, ...NEEDS_OWN_MODULES],
          // A worker's files share its modules, so each file does not import and compile the engine,
          // the platform and the schemas again: on this 2-core runner the unit tests took 205 s
          // against 330 s isolated. The set-up file undoes what a file stubbed, faked or stored
          // (tests/setup/jsdom.ts); a file must not replace the document's own head or body.
          isolate: false,
          setupFiles: ['tests/setup/jsdom.ts'],
          // Two files at a time: Vitest's default on a 2-core runner is one, and many platform tests
          // wait on sockets and child servers rather than the CPU.
          maxWorkers: 2,
          // Worker threads, not child processes: a file starts in a thread already holding Node and
          // the transform cache. On this 2-core runner, beside the same load, the widget tests took
          // 258 s in threads against 422 s in forks. (Every platform test runs in threads too:
          // better-sqlite3 loads in workers, and child servers are spawned as before.)
          pool: 'threads',
          // Tests wait for states, never for durations (issue 25, item 8); these limits only end a
          // hang. A file's first test pays its cold start (ESLint's type-aware parser, compiling the
          // brand schemas), and the platform tests' set-up opens a seeded platform before each test:
          // beside two CPU-bound processes the slowest ordinary test (limits.test.ts, scrypt on every
          // payment-password check) took 20 s and a set-up 10 s, Vitest's own limit for hooks. A
          // runner three times slower than that still passes.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-own-modules',
          environment: 'jsdom',
          include: NEEDS_OWN_MODULES,
          setupFiles: ['tests/setup/jsdom.ts'],
          // Run with the unit tests, in the same pool.
          maxWorkers: 2,
          pool: 'threads',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // Pre-bundle what stories import, so no dependency is discovered (and the page reloaded) mid-run.
        optimizeDeps: {
          include: [
            'react',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-dom',
            'react-dom/client',
            'react-router-dom',
            'i18next',
            'zustand',
            'zustand/vanilla',
            '@storybook/react-vite',
            '@storybook/react/preview',
            '@storybook/addon-a11y/preview',
            '@storybook/addon-docs/preview',
            'storybook/internal/preview-api',
            'storybook/preview-api',
            'storybook/test',
            'axe-core',
          ],
        },
        test: {
          name: 'storybook',
          setupFiles: ['tests/setup/stories.ts'],
          // The story files share one page and its modules: each story builds its own engine and
          // clears the tab's storage (.storybook/preview.tsx), so nothing of one reaches the next.
          // On this runner: 45 s against 100 s with a fresh page per file.
          isolate: false,
          // As for the unit tests: a limit that only ends a hang, generous for a busy runner.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: findTestChromium(),
                args: CHROMIUM_ARGS,
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
