// Keeps the native part of better-sqlite3, built from source by `npm ci` on this machine (the
// platform's binaries cannot be downloaded here), where its installer looks before building:
// npm's cache of prebuilt binaries. The next `npm ci` unpacks it in a second instead of compiling
// SQLite for 90, as a CI cache would. Nothing is kept unless the build is there, and a kept build
// is used only by the same package version, Node ABI, platform and architecture.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('better-sqlite3/package.json'));
const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
const built = 'build/Release/better_sqlite3.node';
// The address prebuild-install asks for, which names its cache file.
const url = `https://github.com/WiseLibs/better-sqlite3/releases/download/v${version}/better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
const { cachedPrebuild } = require('prebuild-install/util');
const cached = cachedPrebuild(url);

if (existsSync(cached)) console.log(`native build: kept at ${cached}`);
else if (!existsSync(path.join(packageDir, built))) console.log('native build: none to keep');
else {
  mkdirSync(path.dirname(cached), { recursive: true });
  const partial = `${cached}.${process.pid}.tmp`;
  execFileSync('tar', ['-czf', partial, '-C', packageDir, built]);
  renameSync(partial, cached);
  console.log(`native build: kept at ${cached} for the next install`);
}
