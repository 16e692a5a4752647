import { describe, expect, it } from 'vitest';
import { buildLaunchConfiguration } from '../../campaign-launcher/launch-configuration';
import type { LaunchResultJson } from '../../shared/result-shapes';
import { createRandom } from '../../shared/seeded-random';
import { request, TEST_NOW } from '../requests';
import { INSERTION_ORDER_CORPUS, LAUNCH_TEMPLATE_CORPUS } from './corpus';
import { scoreDocument, totals } from './score-readings';
import { scoreTemplate } from './score-templates';

describe('the insertion-order corpus (issue 12)', () => {
  it.each(INSERTION_ORDER_CORPUS.map((document) => [document.name, document.style, document] as const))(
    '%s (%s): every stated field read right, nothing invented, only real issues',
    async (_name, _style, document) => {
      const score = await scoreDocument(document, TEST_NOW);

      expect(score.misses).toEqual([]);
      expect(score.right).toBe(score.present);
      expect(score.invented).toBe(0);
      expect(score.issues).toBe(document.expected.issues);
    },
  );

  it('reports field accuracy over the corpus', async () => {
    const scores = await Promise.all(
      INSERTION_ORDER_CORPUS.map((document) => scoreDocument(document, TEST_NOW)),
    );
    const total = totals(scores);
    console.info(
      `IO corpus: ${total.right}/${total.present} fields right, ${total.invented} invented, ` +
        `${total.issuesOnConsistent} issues on ${total.consistentDocuments} consistent documents`,
    );

    expect(total.documents).toBeGreaterThanOrEqual(12);
    expect(total.right / total.present).toBeGreaterThanOrEqual(0.98);
    expect(total.issuesOnConsistent).toBe(0);
  });

  it('reads the same document the same way every time', async () => {
    const [first, second] = await Promise.all([
      scoreDocument(INSERTION_ORDER_CORPUS[1]!, TEST_NOW),
      scoreDocument(INSERTION_ORDER_CORPUS[1]!, TEST_NOW),
    ]);
    expect(second).toEqual(first);
  });
});

describe('the launch-template corpus (issues 12 and 20)', () => {
  it.each(LAUNCH_TEMPLATE_CORPUS.map((template) => [template.name, template.style, template] as const))(
    '%s (%s): platforms, ids, names and budgets used as given, no id made up',
    (_name, _style, template) => {
      const score = scoreTemplate(template, TEST_NOW);

      expect(score.misses).toEqual([]);
      expect(score.right).toBe(score.present);
      expect(score.invented).toBe(0);
      expect(score.issues).toBe(template.expected.issues);
    },
  );

  it('covers every platform family', () => {
    const platforms = new Set(LAUNCH_TEMPLATE_CORPUS.flatMap((template) => template.expected.platforms));

    for (const family of [
      'facebook',
      'gam',
      'google-ads-search',
      'tiktok',
      'dv360',
      'youtube-dv360',
      'ttd',
      'amazon_dsp',
      'madhive',
      'groundtruth',
      'reddit',
    ]) {
      expect(platforms).toContain(family);
    }
  });

  it('builds the configuration for another platform when the user names one', () => {
    const template = LAUNCH_TEMPLATE_CORPUS[0]!;
    const text = JSON.stringify(template.json);
    const json = buildLaunchConfiguration({
      request: request({
        text: 'Build the launch configuration for The Trade Desk',
        attachments: [{ name: template.name, type: 'application/json', gcsPath: 'uploads/t' }],
        documentText: { 'uploads/t': text },
      }),
      random: createRandom(7),
      now: TEST_NOW,
    }).jsonResponse as LaunchResultJson;

    expect(json.platforms).toEqual(['ttd']);
  });
});
