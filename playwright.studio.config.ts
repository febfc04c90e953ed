import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './scripts/chromium.mjs';

// The studio listens on its own port (E2E_STUDIO_PORT, else E2E_PORT + 1, so two checkouts test side by side).
const PORT = Number(process.env.E2E_STUDIO_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1);
/** A copy of brands/ the studio edits, so the tests never touch the committed brand files. */
export const STUDIO_ROOT = '.tmp/studio-e2e';

/**
 * The brand studio end to end (issue 18): `npm run studio` on a copy of brands/, with a known
 * session secret, in Debian's Chromium. One worker: the tests edit the same brand files in order.
 */
export default defineConfig({
  testDir: 'tests/studio',
  workers: 1,
  retries: 0,
  // As for the site's e2e (playwright.config.ts): tests wait for states; these limits only end a
  // hang, generous enough for a runner three times slower than a quiet one (issue 25, item 8).
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/studio.json' }]],
  // Its own folder for a failure's traces and pictures: the runner empties it at its start, and the
  // story tests write their report beside it at the same time (scripts/test.mjs).
  outputDir: 'test-results/studio',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1600, height: 1000 },
    launchOptions: { executablePath: findTestChromium(), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: [
      `rm -rf ${STUDIO_ROOT} .data/studio-e2e`,
      `mkdir -p ${STUDIO_ROOT}`,
      `cp -r brands ${STUDIO_ROOT}/brands`,
      // The checks read the engine's texts and the schema, the CLI the widget catalogue, from the root.
      ...['engine', 'schemas', 'widgets'].map((folder) => `ln -s ../../${folder} ${STUDIO_ROOT}/${folder}`),
      'node --import tsx studio/server/main.ts',
    ].join(' && '),
    env: {
      PORT: String(PORT),
      DATA_DIR: '.data/studio-e2e',
      LIVERY_ROOT: STUDIO_ROOT,
      LIVERY_STUDIO_SECRET: 'e2e-studio-secret',
      SITE_DIR: 'dist',
    },
    url: `http://127.0.0.1:${PORT}/brands/hosts.json`,
    reuseExistingServer: false,
    // The first run builds the player and the studio when they are missing or stale.
    timeout: 480_000,
  },
});
