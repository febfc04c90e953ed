// `npm test`: every check a change must pass, in order, then one closing line with the totals.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { ensureChromium } from './chromium.mjs';

process.env.CHROME_PATH = ensureChromium();
const reports = 'test-results';
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

const steps = [];

function run(name, command, args) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${path.resolve('node_modules', '.bin')}${path.delimiter}${process.env.PATH}` },
  });
  // Each step's time, so the run's 20-minute budget shows where it goes.
  steps.push(`${name} ${Math.round((Date.now() - started) / 1000)} s${result.status === 0 ? '' : ' (failed)'}`);
  if (result.status !== 0) failedSteps.push(name);
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  totals.failed += stats?.unexpected ?? 0;
  totals.skipped += stats?.skipped ?? 0;
}

// The project's own tools, run straight from node_modules/.bin: no npm in between, so nothing but
// the tools' own output (and no npm notices) reaches the log.
const bin = (name) => path.join('node_modules', '.bin', name);
const tool = (name, args) => [bin(name), args];
run('typecheck', ...tool('tsc', ['--noEmit', '-p', 'tsconfig.json']));
// Lint is ESLint and Prettier's check (package.json's lint script, through the shell like the build).
const { scripts } = JSON.parse(readFileSync('package.json', 'utf8'));
run('lint', 'sh', ['-c', scripts.lint]);
run('brands', ...tool('tsx', ['scripts/brand/cli.ts', 'validate']));
run(
  'unit and component tests',
  ...tool('vitest', [
    'run',
    '--project',
    'unit',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports}/unit.json`,
  ]),
);
countVitest(`${reports}/unit.json`);
run(
  'story tests (Chromium)',
  ...tool('vitest', [
    'run',
    '--project',
    'storybook',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports}/stories.json`,
  ]),
);
countVitest(`${reports}/stories.json`);
// package.json's build script, as npm would run it: through the shell with the tools on PATH.
if (run('build', 'sh', ['-c', scripts.build])) {
  run('size budget', ...tool('tsx', ['scripts/size-budget.ts', '--no-build']));
  run('end-to-end tests (Chromium)', ...tool('playwright', ['test']));
  countPlaywright(`${reports}/e2e.json`);
  // The brand studio on a copy of brands/, on the port after the site's (issue 18).
  run('brand studio end-to-end tests (Chromium)', ...tool('playwright', ['test', '-c', 'playwright.studio.config.ts']));
  countPlaywright(`${reports}/studio.json`);
  // Every brand's home in Lighthouse (mobile, median of 3): the figures stay in the log; the budgets fail the run.
  run('lighthouse', ...tool('tsx', ['scripts/lighthouse.ts']));
}

console.log(`\nSteps: ${steps.join(' · ')}`);
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
