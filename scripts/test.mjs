// `npm test`: every check a change must pass, in order, then one closing line with the totals.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { ensureChromium } from './chromium.mjs';

process.env.CHROME_PATH = ensureChromium();
const reports = 'test-results';
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function run(name, command, args) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
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

const npx = 'npx';
run('typecheck', npx, ['tsc', '--noEmit', '-p', 'tsconfig.json']);
run('lint', npx, ['eslint', '.']);
run('brands', npx, ['tsx', 'scripts/brand/cli.ts', 'validate']);
run('unit and component tests', npx, ['vitest', 'run', '--project', 'unit', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/unit.json`]);
countVitest(`${reports}/unit.json`);
run('story tests (Chromium)', npx, ['vitest', 'run', '--project', 'storybook', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/stories.json`]);
countVitest(`${reports}/stories.json`);
if (run('build', 'npm', ['run', 'build', '--silent'])) {
  run('size budget', npx, ['tsx', 'scripts/size-budget.ts', '--no-build']);
  run('end-to-end tests (Chromium)', npx, ['playwright', 'test']);
  countPlaywright(`${reports}/e2e.json`);
  // Every brand's home in Lighthouse (mobile, median of 3): the figures stay in the log; the budgets fail the run.
  run('lighthouse', npx, ['tsx', 'scripts/lighthouse.ts']);
}

console.log('');
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
