import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readGlossary, renderGlossaryPage, SAMPLE_FILES_DIR } from './glossary';

describe('the glossary', () => {
  const words = readGlossary();

  it('names sample files that exist', () => {
    expect(words.sampleFiles.filter((file) => !existsSync(join(SAMPLE_FILES_DIR, file.name)))).toEqual([]);
  });

  it('names the personas the steps accept', () => {
    expect(words.personas.map((persona) => persona.name)).toEqual([
      'Sam Super',
      'Alex Admin',
      'Avery Owner',
      'Riley Planner',
      'Val Viewer',
    ]);
  });

  it('shows its words as text, never as markup', () => {
    const html = renderGlossaryPage({ ...words, ids: [{ name: '<b>x</b>', what: '"quoted" & <i>' }] });
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(html).not.toContain('<b>x</b>');
  });
});
