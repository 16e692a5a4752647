/**
 * The assistant's reading figures as the README states them, written there by `npm run
 * bench:readme` between two markers so that no one types them (issue 35).
 */
export interface ReadingCounts {
  documents: number;
  right: number;
  present: number;
  invented: number;
}

export interface ReadingFigures extends ReadingCounts {
  templates: ReadingCounts;
}

export const README_MARKERS = {
  start: '<!-- bench:assistant-reading -->',
  end: '<!-- /bench:assistant-reading -->',
} as const;

const percent = ({ right, present }: ReadingCounts) =>
  present > 0 ? `${((right / present) * 100).toFixed(1)}%` : '–';

/** The sentence the README carries. */
export function readingSentence(figures: ReadingFigures): string {
  const { templates } = figures;
  return (
    `Last bench: ${figures.right} of ${figures.present} fields right (${percent(figures)}) over ` +
    `${figures.documents} insertion orders, ${figures.invented} invented; ${templates.right} of ` +
    `${templates.present} fields and ids right (${percent(templates)}) over ${templates.documents} ` +
    `launch templates, ${templates.invented} invented.`
  );
}

const SENTENCE =
  /^Last bench: (\d+) of (\d+) fields right \([^)]*\) over (\d+) insertion orders, (\d+) invented; (\d+) of (\d+) fields and ids right \([^)]*\) over (\d+) launch templates, (\d+) invented\.$/;

/** The figures between the README's markers; null when the markers or the bench's sentence are missing. */
export function readingFiguresIn(readme: string): ReadingFigures | null {
  const start = readme.indexOf(README_MARKERS.start);
  const end = readme.indexOf(README_MARKERS.end);
  if (start < 0 || end < start) return null;
  const text = readme
    .slice(start + README_MARKERS.start.length, end)
    .replace(/\s+/g, ' ')
    .trim();
  const found = SENTENCE.exec(text)?.slice(1).map(Number);
  if (found?.length !== 8) return null;
  const [
    right = 0,
    present = 0,
    documents = 0,
    invented = 0,
    tRight = 0,
    tPresent = 0,
    tDocuments = 0,
    tInvented = 0,
  ] = found;
  const figures = {
    documents,
    right,
    present,
    invented,
    templates: { documents: tDocuments, right: tRight, present: tPresent, invented: tInvented },
  };
  // The percentages too must be the bench's own.
  return readingSentence(figures) === text ? figures : null;
}

/** The README with these figures between its markers; the markers must be there. */
export function withReadingFigures(readme: string, figures: ReadingFigures): string {
  const start = readme.indexOf(README_MARKERS.start);
  const end = readme.indexOf(README_MARKERS.end);
  if (start < 0 || end < start)
    throw new Error(
      `README.md has no ${README_MARKERS.start} … ${README_MARKERS.end} to write the figures in`,
    );
  // Indented as the start marker, so that the sentence stays inside its list item.
  const indent = /[ \t]*$/.exec(readme.slice(0, start))?.[0] ?? '';
  const before = readme.slice(0, start + README_MARKERS.start.length);
  return `${before}\n${indent}${readingSentence(figures)}\n${indent}${readme.slice(end)}`;
}
