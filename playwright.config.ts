import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './scripts/chromium.mjs';

/** The specs whose tests walk many pages or cells (minutes each, not seconds). */
const LONG_WALKS = /(siteAudit|faults)\.spec\.ts/;

// E2E_PORT lets two checkouts on one machine run their end-to-end tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * End-to-end tests run the built player, served with the API by the reference platform on a fresh
 * database, in Debian's Chromium; nothing downloads a browser. The platform trusts X-Forwarded-For
 * here so a test can play a visitor from another address (blocked-region page).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One more worker than the machine's two cores: much of a walk waits on the platform, a timeout
  // or a page load, and a third page fills that time (E2E_WORKERS to choose otherwise).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  // Tests wait for states, never for durations (issue 25, item 8). These deadlines only bound a wait
  // that would otherwise hang, and are generous: a runner three times slower than a quiet one (the
  // suite beside two CPU-bound processes, scripts/loaded-run.mjs) still passes. A state that comes
  // at all comes well within them; a test fails late, never wrongly.
  // A state in the page: the slowest seen on a loaded runner was a dialog's first draw after a login
  // (its chunk, then two calls), at 10–20 s.
  expect: { timeout: 30_000 },
  // A whole test: the longest ordinary journeys take 20 s on a quiet runner. Walks over many pages
  // and the fault matrix set their own, from their measured length.
  timeout: 120_000,
  globalSetup: './tests/e2e/support/globalSetup.ts',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // Its own folder for a failure's traces and pictures, which the runner empties at its start: the
  // other steps' reports beside it stay.
  outputDir: 'test-results/e2e',
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath: findTestChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    // The walks (every page of a brand, the fault matrix) take minutes each: queued first, so the
    // workers do not end the run waiting on the last of them while the others are done.
    { name: 'walks', testMatch: LONG_WALKS },
    { name: 'site', testIgnore: [/maintenance\.spec\.ts/, LONG_WALKS] },
    // Maintenance closes every brand at once, so it runs alone, after the rest.
    { name: 'operator', testMatch: /maintenance\.spec\.ts/, dependencies: ['walks', 'site'] },
  ],
  // The platform runs in .data/e2e-root: this checkout with the test brands of tests/e2e/brands
  // beside the real ones (tests/e2e/support/e2eRoot.mjs), so dist stays the real brands' build.
  webServer: {
    command: `rm -rf .data/e2e && node tests/e2e/support/e2eRoot.mjs && cd .data/e2e-root && node --import tsx server/main.ts`,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: path.resolve('.data/e2e'),
      SITE_DIR: 'dist',
      LIVERY_TRUST_PROXY: '1',
      LIVERY_DEV_ROUTES: '1',
      LIVERY_REGISTER_PER_HOUR: '500',
    },
    url: `http://127.0.0.1:${PORT}/brands/hosts.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
