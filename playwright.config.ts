import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

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
  workers: 2,
  retries: 0,
  // A page's first appearance includes the whole app's start; on a busy two-core runner, next to the
  // phone walks, that has taken more than Playwright's default 5 s (ROUTE-03's register dialog).
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'site', testIgnore: /maintenance\.spec\.ts/ },
    // Maintenance closes every brand at once, so it runs alone, after the rest.
    { name: 'operator', testMatch: /maintenance\.spec\.ts/, dependencies: ['site'] },
  ],
  webServer: {
    command: `rm -rf .data/e2e && node --import tsx server/main.ts`,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: '.data/e2e',
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
