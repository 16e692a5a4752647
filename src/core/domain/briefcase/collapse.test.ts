import { describe, expect, it } from 'vitest';
import type { BriefcaseFile } from '../message';
import {
  collapsedAfterChange,
  initialCollapsed,
  type SectionCounts,
  sectionCounts,
  toggleSection,
} from './collapse';
import { groupBySection } from './sections';

const counts = (overrides: Partial<SectionCounts>): SectionCounts => ({
  Campaign: 0,
  'Launch Configuration': 0,
  Creative: 0,
  IO: 0,
  ...overrides,
});

describe('collapsed sections (spec 1 §4)', () => {
  it('counts the files of each section', () => {
    const io: BriefcaseFile = {
      id: 'io',
      name: 'IO',
      type: 'generated',
      messageId: 'm',
      timestamp: '2026-11-23T10:00:00Z',
      pinned: false,
      action: 'campaign-processor',
    };
    expect(sectionCounts(groupBySection([io, { ...io, id: 'io-2' }]))).toEqual(counts({ IO: 2 }));
  });

  it('starts with the empty sections collapsed', () => {
    expect([...initialCollapsed(counts({ IO: 2, Campaign: 1 }))]).toEqual([
      'Launch Configuration',
      'Creative',
    ]);
  });

  it('collapses a section that becomes empty', () => {
    const next = collapsedAfterChange(new Set(), counts({ IO: 1, Creative: 1 }), counts({ Creative: 1 }));
    expect([...next]).toEqual(['IO']);
  });

  it('opens a section when it gets its first file', () => {
    const before = counts({ IO: 1 });
    const next = collapsedAfterChange(initialCollapsed(before), before, counts({ IO: 1, Creative: 1 }));
    expect(next.has('Creative')).toBe(false);
    expect(next.has('Campaign')).toBe(true);
  });

  it('keeps what the user chose for sections that stay filled', () => {
    const userClosed = toggleSection(new Set(), 'IO');
    const next = collapsedAfterChange(userClosed, counts({ IO: 1 }), counts({ IO: 2 }));
    expect(next.has('IO')).toBe(true);
    expect(toggleSection(next, 'IO').has('IO')).toBe(false);
  });
});
