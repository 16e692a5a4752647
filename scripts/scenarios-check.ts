import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closestSteps } from './living-doc/closest-steps';
import { runCucumber } from './living-doc/cucumber-run';
import { loadCatalogue } from './living-doc/rule-catalogue';
import { definedPatterns, findProblems, type Problem } from './living-doc/scenario-problems';

/**
 * `npm run scenarios:check [feature paths]`: a dry run that says, in plain words, which steps no
 * definition matches (with the three closest existing steps), which several match, and which rule
 * tags name no rule of the catalogue. Exits 1 when it finds any.
 */
const paths = process.argv.slice(2);
if (paths.length) process.env.FEATURES = paths.join(' ');
const dir = mkdtempSync(join(tmpdir(), 'scenarios-check-'));
const messages = join(dir, 'dry-run.ndjson');
await runCucumber(['--profile', 'check', '--format', `message:${messages}`], true);
const ndjson = readFileSync(messages, 'utf8');
rmSync(dir, { recursive: true, force: true });

const patterns = definedPatterns(ndjson);
const problems = findProblems(ndjson, new Set(loadCatalogue().map((rule) => rule.id)));

function explain(problem: Problem): string {
  if (problem.kind === 'unknown rule') {
    return `${problem.where}: "${problem.scenario}" cites ${problem.tag}, which is no rule of features/rules/ (ids read R<spec>.<section>.<two digits>, e.g. @R2.4.3.07).`;
  }
  if (problem.kind === 'ambiguous') {
    return `${problem.where}: "${problem.step}" matches ${problem.matches.length} steps; reword it so that one does:\n${problem.matches.map((m) => `    - ${m}`).join('\n')}`;
  }
  const text = problem.step.replace(/^(Given|When|Then|And|But|\*)\s+/, '');
  return `${problem.where}: no step reads "${problem.step}". Did you mean one of these?\n${closestSteps(
    text,
    patterns,
  )
    .map((pattern) => `    - ${pattern}`)
    .join('\n')}`;
}

for (const problem of problems) console.log(`${explain(problem)}\n`);
console.log(
  problems.length
    ? `${problems.length} problem(s) found. The steps that exist are listed in reports/living-doc/steps.html (npm run living-doc).`
    : 'Every step matches exactly one step definition, and every rule tag names a rule.',
);
process.exit(problems.length ? 1 : 0);
