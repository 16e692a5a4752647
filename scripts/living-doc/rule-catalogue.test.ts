import { describe, expect, it } from 'vitest';
import { loadCatalogue, parseCatalogue } from './rule-catalogue';

const file = (section: string, rules: Record<string, string>) => ({
  spec: 2,
  title: 'Orchestration',
  source: '02.md',
  sections: [{ section, title: 'Campaign page', rules }],
});

describe('the rule catalogue', () => {
  it('flattens every spec file into rules with their spec and section', () => {
    expect(parseCatalogue([file('4.3', { 'R2.4.3.07': 'SDF downloads set ready_to_launch.' })])).toEqual([
      {
        id: 'R2.4.3.07',
        spec: 2,
        section: '4.3',
        sectionTitle: 'Campaign page',
        rule: 'SDF downloads set ready_to_launch.',
      },
    ]);
  });

  it('refuses an id that names another section than the one it sits in', () => {
    expect(() => parseCatalogue([file('4.3', { 'R2.4.2.07': 'x' })])).toThrow('R2.4.2.07');
  });

  it('refuses an id without two digits', () => {
    expect(() => parseCatalogue([file('4.3', { 'R2.4.3.7': 'x' })])).toThrow('R2.4.3.7');
  });

  it('refuses an id that appears twice', () => {
    const twice = file('4.3', { 'R2.4.3.07': 'x' });
    expect(() => parseCatalogue([twice, twice])).toThrow('appears twice');
  });

  it('holds over 300 rules of the three specs', () => {
    const rules = loadCatalogue();
    expect(rules.length).toBeGreaterThan(300);
    expect(new Set(rules.map((rule) => rule.spec))).toEqual(new Set([1, 2, 3]));
  });
});
