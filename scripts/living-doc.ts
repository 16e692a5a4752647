import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCucumber } from './living-doc/cucumber-run';
import { readGlossary, renderGlossaryPage } from './living-doc/glossary';
import { parameterTypesOf } from './living-doc/parameter-types';
import { buildRuleEntries, toRulesJson, unknownCitations, withBrowserLevel } from './living-doc/report-model';
import { loadCatalogue, readSpecFiles, specTitles } from './living-doc/rule-catalogue';
import { renderRulesPage } from './living-doc/rules-page';
import { readScenarioRuns } from './living-doc/scenario-results';
import { buildStepCatalogue, type UsageEntry } from './living-doc/step-catalogue';
import { renderStepsPage } from './living-doc/steps-page';

/**
 * `npm run living-doc`: runs the scenarios at the view-model level and writes reports/living-doc/:
 * every rule of the specs with the scenarios that cite it and their last result (the browser
 * run's too when reports/browser-features.ndjson holds one), the step catalogue and a glossary.
 */
const OUT = 'reports/living-doc';
const VIEW_MODEL_RUN = join(OUT, 'view-model.ndjson');
const USAGE = join(OUT, 'usage.json');
const BROWSER_RUN = 'reports/browser-features.ndjson';
const BROWSER_ONLY_PLAN = join(OUT, 'browser-only-plan.ndjson');

mkdirSync(OUT, { recursive: true });
const code = await runCucumber([`--format`, `message:${VIEW_MODEL_RUN}`, `--format`, `usage-json:${USAGE}`]);

const viewModelMessages = readFileSync(VIEW_MODEL_RUN, 'utf8');
// The @browser-only scenarios, found by a dry run (the view-model run leaves them out), so their
// rules show as not run rather than without a scenario when no browser run reported them.
await runCucumber(
  ['--profile', 'check', '--tags', '@browser-only', '--format', `message:${BROWSER_ONLY_PLAN}`],
  true,
);
const browserOnly = readScenarioRuns(readFileSync(BROWSER_ONLY_PLAN, 'utf8'), 'browser');
const browserRuns = existsSync(BROWSER_RUN)
  ? readScenarioRuns(readFileSync(BROWSER_RUN, 'utf8'), 'browser')
  : [];
const runs = withBrowserLevel(readScenarioRuns(viewModelMessages, 'view model'), browserRuns, browserOnly);
const rules = loadCatalogue();
const entries = buildRuleEntries(rules, runs);
const browserNote = browserRuns.length
  ? `Browser results from the last npm run test:browser (${BROWSER_RUN}).`
  : 'No browser run in reports/: browser scenarios show as not run (npm run test:browser, then this again).';

const files = new Map<string, string>();
const cache = (path: string) => {
  if (!files.has(path)) files.set(path, readFileSync(path, 'utf8'));
  return files.get(path) ?? '';
};
const steps = buildStepCatalogue(JSON.parse(readFileSync(USAGE, 'utf8')) as UsageEntry[], {
  sourceLines: (uri) => cache(uri).split('\n'),
  featureText: cache,
  parameterTypes: parameterTypesOf(viewModelMessages),
});

writeFileSync(join(OUT, 'rules.json'), `${JSON.stringify(toRulesJson(entries), null, 2)}\n`);
writeFileSync(join(OUT, 'index.html'), renderRulesPage(entries, specTitles(readSpecFiles()), browserNote));
writeFileSync(join(OUT, 'steps.json'), `${JSON.stringify(steps, null, 2)}\n`);
writeFileSync(join(OUT, 'steps.html'), renderStepsPage(steps));
writeFileSync(join(OUT, 'glossary.html'), renderGlossaryPage(readGlossary()));

const count = (status: string) => entries.filter((entry) => entry.status === status).length;
console.log(
  `\nLiving documentation in ${OUT}/index.html: ${entries.length} rules, ${count('proven')} proven, ` +
    `${count('failing')} failing, ${count('not run')} not run, ${count('uncovered')} without a scenario; ` +
    `${steps.length} steps (${steps.filter((step) => !step.used).length} unused).`,
);
for (const unknown of unknownCitations(rules, runs)) {
  console.log(
    `A scenario cites a rule the catalogue does not hold: @${unknown.id} on "${unknown.scenario}" (${unknown.uri})`,
  );
}
if (code !== 0) console.log('Some scenarios did not pass: the report marks their rules as failing.');
