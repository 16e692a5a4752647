import { badge, escapeHtml, filterSelect, page } from './html';
import type { StepEntry } from './step-catalogue';

function stepItem(step: StepEntry): string {
  const parameters = step.parameters.length
    ? `<ul>${step.parameters.map((p) => `<li><code>${escapeHtml(p.name)}</code>: ${escapeHtml(p.accepts)}</li>`).join('')}</ul>`
    : '';
  const scenarios = step.used
    ? `<details><summary>Used in ${step.scenarios.length} scenario(s)</summary><ul>${step.scenarios
        .map((scenario) => `<li>${escapeHtml(scenario)}</li>`)
        .join('')}</ul></details>`
    : `<div>${badge('unused')} No scenario uses this step.</div>`;
  return `<div class="item" data-keyword="${escapeHtml(step.keyword)}" data-used="${step.used ? 'yes' : 'no'}">
<div><span class="id">${escapeHtml(step.keyword)}</span><code>${escapeHtml(step.pattern)}</code></div>
<div>${escapeHtml(step.description)}</div>${parameters}
<div>Example: <code>${escapeHtml(step.example)}</code></div>
<div><small>Defined in ${escapeHtml(step.definedAt)}</small></div>${scenarios}</div>`;
}

/** steps.html: every step definition with what it accepts, an example and where it is used. */
export function renderStepsPage(steps: StepEntry[]): string {
  const unused = steps.filter((step) => !step.used).length;
  const controls = [
    filterSelect('Keyword', 'keyword', [
      ['Given', 'Given'],
      ['When', 'When'],
      ['Then', 'Then'],
    ]),
    filterSelect('Used', 'used', [
      ['yes', 'used'],
      ['no', 'unused'],
    ]),
  ].join('');
  const summary = `<p class="summary">${escapeHtml(
    `${steps.length} step definitions, ${unused} unused. "And" and "But" take the keyword of the line before. A step runs at both levels (view models and Chromium) unless its description names one. Check a new scenario with npm run scenarios:check.`,
  )}</p>`;
  return page('Sidekick: the steps a scenario can use', controls, summary + steps.map(stepItem).join('\n'));
}
