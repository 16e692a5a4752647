import { describe, expect, it } from 'vitest';
import type { BriefcaseFile } from '../message';
import { groupBySection, SECTION_ORDER, sectionOf } from './sections';

const file = (id: string, action: string | undefined, timestamp: string, pinned = false): BriefcaseFile => ({
  id,
  name: id,
  type: 'generated',
  messageId: id,
  timestamp,
  pinned,
  ...(action ? { action } : {}),
});

describe('briefcase sections (spec 1 §4)', () => {
  it.each([
    ['campaign-processor', 'IO'],
    ['campaign-augmentor', 'IO'],
    ['creative-processor', 'Creative'],
    ['creative-augmentor', 'Creative'],
    ['campaign-launcher', 'Launch Configuration'],
    ['launch-augmentor', 'Launch Configuration'],
    ['dv360-api', 'Campaign'],
    ['fast-track', 'Campaign'],
    [undefined, 'Campaign'],
  ])('puts a %s file in %s', (action, section) => {
    expect(sectionOf(action)).toBe(section);
  });

  it('orders the sections Campaign, Launch Configuration, Creative, IO', () => {
    expect(SECTION_ORDER).toEqual(['Campaign', 'Launch Configuration', 'Creative', 'IO']);
  });

  it('groups files into every section, empty ones too, pinned first then oldest first', () => {
    const groups = groupBySection([
      file('io-late', 'campaign-processor', '2026-11-23T12:00:00Z'),
      file('tiktok', 'tiktok-api', '2026-11-23T13:00:00Z'),
      file('io-early', 'campaign-augmentor', '2026-11-23T09:00:00Z'),
      file('io-pinned', 'campaign-processor', '2026-11-23T15:00:00Z', true),
    ]);
    expect(groups.map((g) => [g.section, g.files.map((f) => f.id)])).toEqual([
      ['Campaign', ['tiktok']],
      ['Launch Configuration', []],
      ['Creative', []],
      ['IO', ['io-pinned', 'io-early', 'io-late']],
    ]);
  });
});
