import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCucumber } from './living-doc/cucumber-run';
import { countResults } from './living-doc/scenario-results';
import { cucumberArgs, selectScenarios } from './living-doc/scenario-selection';

/**
 * `npm run scenarios -- <feature file | folder | rule id | tag> [--browser]`: runs just those
 * scenarios at the view-model level, or in Chromium with --browser (scripts/browser-tests.ts starts
 * the servers), and ends with "N passed, M failed".
 */
const argv = process.argv.slice(2);
const browser = argv.includes('--browser');
const { args, features } = cucumberArgs(selectScenarios(argv.filter((arg) => arg !== '--browser')));
if (features) process.env.FEATURES = features;

let messages: string;
let code: number;
if (browser) {
  messages = 'reports/browser-features.ndjson';
  rmSync(messages, { force: true }); // a run that never starts must not count the last one's results
  code = await new Promise<number>((resolve) => {
    const child = spawn('npx', ['tsx', 'scripts/browser-tests.ts', ...args], {
      stdio: 'inherit',
      env: process.env,
    });
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
} else {
  const dir = mkdtempSync(join(tmpdir(), 'scenarios-'));
  messages = join(dir, 'run.ndjson');
  code = await runCucumber([...args, '--format', `message:${messages}`]);
}

const { passed, failed } = existsSync(messages)
  ? countResults(readFileSync(messages, 'utf8'))
  : { passed: 0, failed: 0 };
if (!browser) rmSync(join(messages, '..'), { recursive: true, force: true });
const none = passed + failed === 0;
console.log(`\n${passed} passed, ${failed} failed${none ? ' (no scenario matched)' : ''}`);
process.exit(none ? 1 : code);
