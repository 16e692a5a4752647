import { describe, expect, it } from 'vitest';
import type { BriefcaseFile } from '../message';
import { createFileNameIndex, filterFilesByName, isSearching } from './search';

const file = (id: string, name: string): BriefcaseFile => ({
  id,
  name,
  type: 'uploaded',
  messageId: id,
  timestamp: '2026-11-23T10:00:00Z',
  pinned: false,
});

const files = [
  file('1', 'Acme_Q4_Insertion_Order.pdf'),
  file('2', 'Creatives.zip'),
  file('3', 'acme-banner.png'),
];

describe('file search (spec 1 §5)', () => {
  it('matches a case-insensitive part of the name, in list order', () => {
    expect(filterFilesByName(files, 'ACME').map((f) => f.id)).toEqual(['1', '3']);
    expect(filterFilesByName(files, '.zip').map((f) => f.id)).toEqual(['2']);
    expect(filterFilesByName(files, 'tiktok')).toEqual([]);
  });

  it('keeps every file for a blank query and ignores surrounding spaces', () => {
    expect(filterFilesByName(files, '  ')).toHaveLength(3);
    expect(filterFilesByName(files, ' banner ').map((f) => f.id)).toEqual(['3']);
    expect(isSearching('  ')).toBe(false);
    expect(isSearching(' a')).toBe(true);
  });

  it('answers from a new list once the list changes', () => {
    expect(filterFilesByName(files, 'report')).toEqual([]);
    const renamed = [...files, file('4', 'Report.xlsx')];
    expect(filterFilesByName(renamed, 'report').map((f) => f.id)).toEqual(['4']);
  });

  it('searches 2,000 files correctly keystroke after keystroke', () => {
    const many = Array.from({ length: 2000 }, (_, i) =>
      file(String(i), i % 100 === 0 ? `Campaign_Report_${i}.PDF` : `asset-${i}.png`),
    );
    const index = createFileNameIndex(many);
    for (const [query, expected] of [
      ['r', 20],
      ['re', 20],
      ['rep', 20],
      ['report_1', 11],
      ['report_1900', 1],
      ['ASSET-1999', 1],
      ['asset', 1980],
      ['', 2000],
    ] as const) {
      expect(index.filter(query)).toHaveLength(expected);
      expect(filterFilesByName(many, query)).toHaveLength(expected);
    }
    expect(index.filter('report_19').map((f) => f.name)).toEqual(['Campaign_Report_1900.PDF']);
  });
});
