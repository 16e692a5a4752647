import { describe, expect, it } from 'vitest';
import type { BriefcaseFile } from '../message';
import { sortUploadedFiles, sortWorkflowFiles } from './ordering';

const file = (id: string, timestamp: string, pinned = false): BriefcaseFile => ({
  id,
  name: id,
  type: 'uploaded',
  messageId: id,
  timestamp,
  pinned,
});

const files = [
  file('tuesday', '2026-11-17T10:00:00Z'),
  file('pinned-monday', '2026-11-16T10:00:00Z', true),
  file('broken', 'not a date'),
  file('thursday', '2026-11-19T10:00:00Z'),
  file('pinned-friday', '2026-11-20T10:00:00Z', true),
];

describe('briefcase ordering (spec 1 §4)', () => {
  it('lists workflow files pinned first, then oldest first', () => {
    expect(sortWorkflowFiles(files).map((f) => f.id)).toEqual([
      'pinned-monday',
      'pinned-friday',
      'tuesday',
      'thursday',
      'broken',
    ]);
  });

  it('lists uploaded files pinned first, then newest first', () => {
    expect(sortUploadedFiles(files).map((f) => f.id)).toEqual([
      'pinned-friday',
      'pinned-monday',
      'thursday',
      'tuesday',
      'broken',
    ]);
  });

  it('keeps the given order for equal timestamps and leaves the input as it was', () => {
    const same = [file('a', '2026-11-17T10:00:00Z'), file('b', '2026-11-17T10:00:00Z')];
    expect(sortUploadedFiles(same).map((f) => f.id)).toEqual(['a', 'b']);
    expect(files[0]?.id).toBe('tuesday');
  });
});
