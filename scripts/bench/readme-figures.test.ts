import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROSPECT_CURRENCIES } from '../../src/core/domain/demo/prospect';
import {
  INSERTION_ORDER_CORPUS,
  LAUNCH_TEMPLATE_CORPUS,
} from '../../src/simulation/assistant/testing/corpus/corpus';
import { README_MARKERS, readingFiguresIn, readingSentence, withReadingFigures } from './readme-figures';

const figures = {
  documents: 16,
  right: 280,
  present: 283,
  invented: 1,
  templates: { documents: 10, right: 150, present: 150, invented: 0 },
};
const readme = `- The assistant reads.\n  ${README_MARKERS.start}\n  ${README_MARKERS.end}\n- Next item.\n`;

describe("the README's bench figures", () => {
  it('are written by the bench between their markers, in the bench’s words, from its corpus', () => {
    const stated = readingFiguresIn(readFileSync(new URL('../../README.md', import.meta.url), 'utf8'));
    expect(stated, 'README.md: run `npm run bench:readme`, do not type the figures').not.toBeNull();
    // The corpus, and the sample IO made for a prospect in each of its currencies (issue 29).
    expect(stated?.documents).toBe(INSERTION_ORDER_CORPUS.length + PROSPECT_CURRENCIES.length);
    expect(stated?.templates.documents).toBe(LAUNCH_TEMPLATE_CORPUS.length);
  });

  it('are written inside the list item, and read back as written', () => {
    const written = withReadingFigures(readme, figures);
    expect(written).toContain(
      `  ${README_MARKERS.start}\n  ${readingSentence(figures)}\n  ${README_MARKERS.end}`,
    );
    expect(readingFiguresIn(written)).toEqual(figures);
    expect(withReadingFigures(written, { ...figures, right: 283 })).toContain(
      '283 of 283 fields right (100.0%)',
    );
  });

  it('count as missing when typed in other words or with a percentage the bench did not work out', () => {
    const typed = readme.replace(
      `  ${README_MARKERS.end}`,
      `  twelve IOs, all right\n  ${README_MARKERS.end}`,
    );
    expect(readingFiguresIn(typed)).toBeNull();
    const wrongPercent = withReadingFigures(readme, figures).replace('(98.9%)', '(99.9%)');
    expect(readingFiguresIn(wrongPercent)).toBeNull();
    expect(readingFiguresIn('no markers')).toBeNull();
  });

  it('cannot be written without the markers', () => {
    expect(() => withReadingFigures('# Sidekick\n', figures)).toThrow('README.md has no');
  });
});
