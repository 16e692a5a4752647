import { badge, escapeHtml, filterSelect, page } from './html';
import type { RuleEntry, RuleStatus } from './report-model';

const STATUSES: RuleStatus[] = ['uncovered', 'failing', 'not run', 'proven'];

function ruleItem(entry: RuleEntry): string {
  const levels = [...new Set(entry.scenarios.map((scenario) => scenario.level.replace(' ', '-')))].join(' ');
  const scenarios = entry.scenarios.length
    ? `<ul>${entry.scenarios
        .map(
          (s) =>
            `<li>${escapeHtml(s.feature)} › ${escapeHtml(s.scenario)} <span class="badge">${escapeHtml(s.level)}</span>${badge(s.result)}</li>`,
        )
        .join('')}</ul>`
    : '<div>No scenario checks this rule yet.</div>';
  return `<div class="item" id="${escapeHtml(entry.id)}" data-status="${escapeHtml(entry.status)}" data-spec="${entry.spec}" data-level="${escapeHtml(levels)}">
<span class="id">${escapeHtml(entry.id)}</span>${escapeHtml(entry.rule)}${badge(entry.status)}${scenarios}</div>`;
}

function counts(entries: RuleEntry[]): string {
  return STATUSES.map((status) => `${entries.filter((e) => e.status === status).length} ${status}`).join(
    ', ',
  );
}

/** index.html: spec → section → rule, each rule with its scenarios and their last result. */
export function renderRulesPage(
  entries: RuleEntry[],
  specTitles: Map<number, string>,
  runNote: string,
): string {
  const specs = [...new Set(entries.map((entry) => entry.spec))];
  const body = specs
    .map((spec) => {
      const ofSpec = entries.filter((entry) => entry.spec === spec);
      const sections = [...new Set(ofSpec.map((entry) => entry.section))]
        .map((section) => {
          const ofSection = ofSpec.filter((entry) => entry.section === section);
          const title = ofSection[0]?.sectionTitle ?? '';
          return `<section class="group"><h3>§${escapeHtml(section)} ${escapeHtml(title)}</h3>${ofSection.map(ruleItem).join('\n')}</section>`;
        })
        .join('\n');
      return `<section class="group"><h2>Spec ${spec}: ${escapeHtml(specTitles.get(spec) ?? '')}</h2>
<p class="summary">${escapeHtml(counts(ofSpec))}</p>${sections}</section>`;
    })
    .join('\n');
  const controls = [
    filterSelect(
      'Status',
      'status',
      STATUSES.map((status) => [status, status]),
    ),
    filterSelect(
      'Spec',
      'spec',
      specs.map((spec) => [String(spec), `Spec ${spec}`]),
    ),
    filterSelect('Level', 'level', [
      ['view-model', 'view model'],
      ['browser', 'browser'],
    ]),
  ].join('');
  const summary = `<p class="summary">${escapeHtml(`${entries.length} rules: ${counts(entries)}. ${runNote}`)}</p>`;
  return page('Sidekick: the rules of the specs and their scenarios', controls, summary + body);
}
