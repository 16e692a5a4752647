import { describe, expect, it } from 'vitest';
import { ruleCitations } from './feature-citations';
import { loadCatalogue } from './rule-catalogue';

/**
 * The rule catalogue and the scenarios stay in step: a scenario never cites a rule that does not
 * exist, and the rules without a scenario never grow in number (docs/open-work.md, issue 28).
 */
const UNCOVERED_AT_MOST = 0;

describe('the rules the scenarios cite', () => {
  const rules = loadCatalogue();
  const citations = ruleCitations();

  it('are all rules of the catalogue', () => {
    const known = new Set(rules.map((rule) => rule.id));
    expect(citations.filter((citation) => !known.has(citation.id))).toEqual([]);
  });

  it(`leave at most ${UNCOVERED_AT_MOST} rules without a scenario`, () => {
    const cited = new Set(citations.map((citation) => citation.id));
    const uncovered = rules.filter((rule) => !cited.has(rule.id)).map((rule) => rule.id);
    console.info(
      `${uncovered.length} of ${rules.length} rules have no scenario yet: npm run living-doc lists them.`,
    );
    expect(uncovered.length).toBeLessThanOrEqual(UNCOVERED_AT_MOST);
  });
});
