import { buildLaunchConfiguration } from '../../campaign-launcher/launch-configuration';
import { readLaunchTemplate } from '../../campaign-launcher/read-launch-template';
import type { LaunchResultJson } from '../../shared/result-shapes';
import { createRandom } from '../../shared/seeded-random';
import { isTracked } from '../../shared/tracked-field';
import { request } from '../requests';
import type { CorpusTemplate } from './launch-templates';
import type { DocumentScore } from './score-readings';

/** Keys that hold an account or entity id in a platform's configuration. */
const ID_KEY = /(?:^|_)(?:id|code)$|[a-z](?:Id|Code)$/;

/**
 * Builds the launch configuration from a template as the launcher does when it is dropped into
 * the chat, and scores it: every stated field as given, every id kept unchanged, no id or line item
 * the template does not state (an id nobody stated must be empty and marked missing).
 */
export function scoreTemplate(template: CorpusTemplate, now: Date): DocumentScore {
  const text = JSON.stringify(template.json, null, 2);
  const gcsPath = `uploads/${template.name}`;
  const json = buildLaunchConfiguration({
    request: request({
      text: 'Build the launch configuration from this template',
      attachments: [{ name: template.name, type: 'application/json', gcsPath }],
      documentText: { [gcsPath]: text },
    }),
    random: createRandom(7),
    now,
  }).jsonResponse as LaunchResultJson;
  const reading = readLaunchTemplate(text);
  const { expected } = template;
  const score: DocumentScore = {
    name: template.name,
    present: 0,
    right: 0,
    invented: 0,
    issues: json.validation.summary.validation_issues.length,
    expectedIssues: expected.issues,
    misses: [],
  };
  const check = (field: string, want: unknown, got: unknown) => {
    if (want === undefined) return;
    score.present += 1;
    if (JSON.stringify(want) === JSON.stringify(got)) score.right += 1;
    else score.misses.push(`${field}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
  };
  check('platforms', expected.platforms, json.platforms);
  check('campaign name', expected.campaignName, json.campaign_name);
  check('total budget', expected.totalBudget, json.total_budget);
  check('flight start', expected.flightStart, json.flight_start_date);
  check('flight end', expected.flightEnd, json.flight_end_date);
  const items = reading?.lineItems ?? [];
  expected.lineItems.forEach((item, index) => {
    const read = items[index];
    check(`line ${index + 1} platform`, item.platform, read?.platform);
    check(`line ${index + 1} name`, item.name, read?.name);
    check(`line ${index + 1} budget`, item.budget, read?.budget);
  });
  for (const extra of items.slice(expected.lineItems.length)) {
    score.invented += 1;
    score.misses.push(`extra line item ${JSON.stringify(extra)}`);
  }
  for (const [platform, configuration] of Object.entries(json.platform_configurations)) {
    const stated = expected.ids[platform] ?? {};
    for (const [key, want] of Object.entries(stated)) check(`${platform} ${key}`, want, configuration[key]);
    for (const key of expected.missing?.[platform] ?? []) {
      const value = configuration[key];
      check(`${platform} ${key} marked missing`, 'not found', isTracked(value) ? value.status : value);
    }
    for (const [key, value] of Object.entries(configuration)) {
      const made =
        ID_KEY.test(key) && !(key in stated) && !(isTracked(value) && value.status === 'not found');
      if (!made) continue;
      score.invented += 1;
      score.misses.push(`${platform} ${key}: not in the template, got ${JSON.stringify(value)}`);
    }
  }
  return score;
}
