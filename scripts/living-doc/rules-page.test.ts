import { describe, expect, it } from 'vitest';
import type { RuleEntry } from './report-model';
import { renderRulesPage } from './rules-page';

const entry = (overrides: Partial<RuleEntry>): RuleEntry => ({
  id: 'R1.2.25',
  spec: 1,
  section: '2',
  sectionTitle: 'Screens and routes',
  rule: 'Input area: Enter sends.',
  scenarios: [],
  status: 'uncovered',
  ...overrides,
});

describe('the rules page', () => {
  it('marks each rule with its status, so uncovered and failing ones stand out and filter', () => {
    const html = renderRulesPage(
      [
        entry({}),
        entry({
          id: 'R1.2.26',
          status: 'failing',
          scenarios: [{ feature: 'Input', scenario: 'Ctrl+Enter', level: 'browser', result: 'failed' }],
        }),
      ],
      new Map([[1, 'Chat']]),
      '',
    );
    expect(html).toContain('id="R1.2.25" data-status="uncovered"');
    expect(html).toContain('id="R1.2.26" data-status="failing" data-spec="1" data-level="browser"');
    expect(html).toContain('No scenario checks this rule yet.');
    expect(html).toContain('2 rules: 1 uncovered, 1 failing, 0 not run, 0 proven.');
  });

  it('shows the words of rules and scenarios as text, never as markup', () => {
    const html = renderRulesPage(
      [
        entry({
          rule: '<script>alert(1)</script>',
          scenarios: [
            { feature: '<b>F</b>', scenario: '"quoted" & <i>', level: 'view model', result: 'passed' },
          ],
        }),
      ],
      new Map([[1, '<img src=x>']]),
      '',
    );
    expect(html).not.toMatch(/<script>alert|<b>F<\/b>|<img src=x>|<i>/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;quoted&quot; &amp; &lt;i&gt;');
  });
});
