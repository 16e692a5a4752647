import { describe, expect, it } from 'vitest';
import { sectionEmptyText, type TabListing, tabEmptyText } from './empty-texts';

const listing = (overrides: Partial<TabListing>): TabListing => ({
  tab: 'workflow',
  query: '',
  total: 3,
  matches: 3,
  otherTabMatches: 0,
  ...overrides,
});

describe('briefcase empty texts (spec 1 §2)', () => {
  it('shows none while the tab lists files', () => {
    expect(tabEmptyText(listing({}))).toBeNull();
  });

  it('says a tab has no files at all, even while searching', () => {
    expect(tabEmptyText(listing({ total: 0, matches: 0 }))).toBe('No generated files');
    expect(tabEmptyText(listing({ tab: 'uploaded', total: 0, matches: 0 }))).toBe('No uploaded files');
    expect(
      tabEmptyText(listing({ tab: 'uploaded', query: 'io', total: 0, matches: 0, otherTabMatches: 2 })),
    ).toBe('No uploaded files');
  });

  it('says nothing matched anywhere when neither tab has a match', () => {
    expect(tabEmptyText(listing({ query: 'zzz', matches: 0 }))).toBe('No matching files found');
    expect(tabEmptyText(listing({ tab: 'uploaded', query: 'zzz', matches: 0 }))).toBe(
      'No matching files found',
    );
  });

  it('names the tab when only the other tab has matches', () => {
    expect(tabEmptyText(listing({ query: 'pdf', matches: 0, otherTabMatches: 1 }))).toBe(
      'No matching generated files found',
    );
    expect(tabEmptyText(listing({ tab: 'uploaded', query: 'io', matches: 0, otherTabMatches: 4 }))).toBe(
      'No matching uploaded files found',
    );
  });

  it('names an empty section', () => {
    expect(sectionEmptyText('Launch Configuration')).toBe('No files in Launch Configuration');
  });
});
