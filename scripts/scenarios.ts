import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCucumber } from './living-doc/cucumber-run';
import { readScenarioRuns } from './living-doc/scenario-results';
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

const runs = existsSync(messages)
  ? readScenarioRuns(readFileSync(messages, 'utf8'), browser ? 'browser' : 'view model')
  : [];
if (!browser) rmSync(join(messages, '..'), { recursive: true, force: true });
const passed = runs.filter((run) => run.result === 'passed').length;
console.log(
  `\n${passed} passed, ${runs.length - passed} failed${runs.length ? '' : ' (no scenario matched)'}`,
);
process.exit(runs.length ? code : 1);
