// Finds Chromium for browser tests: CHROME_PATH, then Debian's /usr/bin/chromium. Where there is
// none it installs Debian's package when it can (root with apt-get); it never downloads a browser.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export function findChromium() {
  const candidates = [process.env.CHROME_PATH, DEBIAN_CHROMIUM].filter(Boolean);
  return candidates.find((path) => existsSync(path));
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log('Installing Debian chromium for the browser tests…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    'Chromium not found: install it (sudo apt-get install chromium) or set CHROME_PATH to a Chromium binary.',
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
