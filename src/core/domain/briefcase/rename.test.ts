import { describe, expect, it } from 'vitest';
import { fileRenameOutcome, uniqueFileName } from './rename';

const files = [
  { id: 'a', name: 'report.pdf' },
  { id: 'b', name: 'Brief.docx' },
  { id: 'c', name: 'Creatives' },
];
const rename = (id: string, input: string, list = files) => {
  const file = list.find((f) => f.id === id);
  if (!file) throw new Error(`no file ${id}`);
  return fileRenameOutcome(file, input, list);
};

describe('file rename (spec 1 §4, §5)', () => {
  it('ignores blank or unchanged names', () => {
    expect(rename('a', '   ')).toEqual({ kind: 'ignored' });
    expect(rename('a', ' report.pdf ')).toEqual({ kind: 'ignored' });
  });

  it('renames to the trimmed name, a change of case included', () => {
    expect(rename('a', '  Q4 report.pdf ')).toEqual({ kind: 'rename', name: 'Q4 report.pdf' });
    expect(rename('a', 'Report.pdf')).toEqual({ kind: 'rename', name: 'Report.pdf' });
  });

  it("adds ' (1)' before the extension when another file has the name, ignoring case", () => {
    expect(rename('b', 'REPORT.pdf')).toEqual({ kind: 'rename', name: 'REPORT (1).pdf' });
    expect(rename('a', 'creatives')).toEqual({ kind: 'rename', name: 'creatives (1)' });
  });

  it('takes the smallest free n, comparing suffixed names ignoring case too', () => {
    const list = [...files, { id: 'd', name: 'Report (1).PDF' }, { id: 'e', name: 'report (3).pdf' }];
    expect(rename('b', 'report.pdf', list)).toEqual({ kind: 'rename', name: 'report (2).pdf' });
  });

  it('ignores a rename that would land on the current name', () => {
    const list = [
      { id: 'a', name: 'report.pdf' },
      { id: 'd', name: 'report (1).pdf' },
    ];
    expect(rename('d', 'report.pdf', list)).toEqual({ kind: 'ignored' });
  });
});

describe('where the suffix goes', () => {
  it.each([
    ['report.pdf', 'report (1).pdf'],
    ['archive.tar.gz', 'archive.tar (1).gz'],
    ['.env', '.env (1)'],
    ['Plan v1.5', 'Plan v1.5 (1)'],
    ['notes. final', 'notes. final (1)'],
    ['Campaign Processor 2:05 PM', 'Campaign Processor 2:05 PM (1)'],
  ])('%s → %s', (name, expected) => {
    expect(uniqueFileName(name, [name])).toBe(expected);
  });

  it('keeps a free name as it is', () => {
    expect(uniqueFileName('new.pdf', ['old.pdf'])).toBe('new.pdf');
  });
});
