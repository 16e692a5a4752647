import type { SourceLine } from './insertion-order-reading';

/** A printed line and its cells, when the layout shows them (pipes, tabs, wide gaps, CSV). */
export interface PrintedLine extends SourceLine {
  cells: string[];
}

/** pdf-parse ends every page with "-- 2 of 3 --"; a form feed does the same in text exports. */
const PAGE_END = /^\s*-- \d+ of \d+ --\s*$/;

/**
 * The document's non-empty lines, numbered per page as a reader would count them. CSV and TSV
 * (media plans exported from a spreadsheet) become one line per row with its cells.
 */
export function documentLines(text: string): PrintedLine[] {
  const lines: PrintedLine[] = [];
  const csv = looksLikeCsv(text);
  let page = 1;
  let line = 0;
  for (const raw of text.split(/\r?\n/)) {
    for (const [index, part] of raw.split('\f').entries()) {
      if (index > 0 && line > 0) [page, line] = [page + 1, 0];
      if (PAGE_END.test(part)) {
        if (line > 0) [page, line] = [page + 1, 0];
        continue;
      }
      const cells = csv ? csvCells(part) : layoutCells(part);
      const printed = (csv ? cells.filter((cell) => cell !== '').join(' ') : part)
        .replace(/\s+/g, ' ')
        .trim();
      if (printed === '') continue;
      line += 1;
      lines.push({ page, line, text: printed, cells });
    }
  }
  return lines;
}

/** Cells of a printed line: pipes, tabs or runs of three or more spaces separate them. */
function layoutCells(raw: string): string[] {
  const trimmed = raw.trim().replace(/^\|/, '').replace(/\|$/, '');
  const separator = trimmed.includes('|') ? /\s*\|\s*/ : /\t+|\s{3,}/;
  const cells = trimmed.split(separator).map((cell) => cell.replace(/\s+/g, ' ').trim());
  return cells.length > 1 ? cells : [];
}

/** A CSV export: most non-empty lines have the same number of commas (or tabs), at least two. */
function looksLikeCsv(text: string): boolean {
  const rows = text.split(/\r?\n/).filter((row) => row.trim() !== '');
  if (rows.length < 2) return false;
  const withSeparators = rows.filter((row) => csvCells(row).length >= 2).length;
  const tabular = rows.filter((row) => csvCells(row).length >= 4).length;
  return withSeparators >= rows.length * 0.8 && tabular >= 2 && !rows.some((row) => PAGE_END.test(row));
}

function csvCells(line: string): string[] {
  const separator = line.includes('\t') ? '\t' : ',';
  const cells: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        current += '"';
        i++;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      cells.push(current.trim());
      current = '';
    } else current += char;
  }
  cells.push(current.trim());
  return cells;
}
