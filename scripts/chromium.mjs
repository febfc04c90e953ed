// Finds Chromium: the full browser for Lighthouse and the screenshot scripts (CHROME_PATH, then
// Debian's /usr/bin/chromium), and its headless shell for the browser tests. Where they are missing
// it installs Debian's packages when it can (root with apt-get); it never downloads a browser.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The full browser: what a player runs, and what Lighthouse measures. */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, DEBIAN_CHROMIUM].filter(Boolean);
  return candidates.find((path) => existsSync(path));
}

/**
 * The browser the tests drive: Chromium's headless shell (CHROME_HEADLESS_PATH, then Debian's), as
 * Playwright runs by default when it brings its own browsers. It is the same Blink of the same
 * release, built from the same source package, without the full browser's window layer: the same
 * end-to-end suite took a third less of the machine's processor with it than with the full browser
 * in headless mode. Where there is none, the full browser.
 */
export function findTestChromium() {
  return findHeadlessShell() ?? findChromium();
}

function findHeadlessShell() {
  const candidates = [process.env.CHROME_HEADLESS_PATH, DEBIAN_HEADLESS_SHELL].filter(Boolean);
  return candidates.find((path) => existsSync(path));
}

const canInstall = () =>
  typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/usr/bin/apt-get');

function install(packages) {
  console.log(`Installing Debian ${packages.join(' and ')} for the browser tests…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** The full browser, installing it and the headless shell where they are missing and it can; exits when there is no browser. */
export function ensureChromium() {
  const missing = [
    findChromium() ? undefined : 'chromium',
    findHeadlessShell() ? undefined : 'chromium-headless-shell',
  ].filter(Boolean);
  if (missing.length && canInstall()) {
    try {
      install(missing);
    } catch (error) {
      // Without the shell the tests run in the full browser, only slower.
      if (!findChromium()) throw error;
      console.log(`Could not install ${missing.join(', ')} (${error.message}): the tests use ${findChromium()}.`);
    }
  }
  const found = findChromium();
  if (found) return found;
  console.error(
    'Chromium not found: install it (sudo apt-get install chromium chromium-headless-shell) or set CHROME_PATH to a Chromium binary.',
  );
  process.exit(1);
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
