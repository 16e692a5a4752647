/**
 * Turns CSV/TSV text (a media plan exported from a spreadsheet) into the lines the extraction
 * reads from PDFs: "Label: value" for header facts, and one line per table row with money
 * columns marked with "$" so that budgets and CPMs are told apart from impressions.
 */
export function tableToLines(text: string): string | undefined {
  const rows = text.split(/\r?\n/).map(parseRow);
  // Only a real table: a header row of at least four cells naming budgets and platforms.
  const hasTable = rows.some((cells) => cells.filter((cell) => cell !== '').length >= 4 && isHeader(cells));
  if (!hasTable) return undefined;

  let money: boolean[] | undefined;
  const lines = rows.map((cells) => {
    const filled = cells.filter((cell) => cell !== '');
    if (filled.length === 0) return '';
    if (isHeader(filled)) {
      money = cells.map((cell) => MONEY_COLUMN.test(cell));
      return filled.join(' ');
    }
    if (filled.length === 2 && !money) return `${filled[0]?.replace(/:$/, '')}: ${filled[1]}`;
    return cells
      .map((cell, index) => (money?.[index] && /^\d[\d,]*(\.\d+)?$/.test(cell) ? `$${cell}` : cell))
      .filter((cell) => cell !== '')
      .join(' ');
  });
  return lines.join('\n');
}

const MONEY_COLUMN = /budget|cost|spend|cpm|rate|price|investment|amount/i;

function isHeader(cells: readonly string[]): boolean {
  const joined = cells.join(' ').toLowerCase();
  return (
    /budget|cost|spend|investment/.test(joined) && /platform|channel|publisher|partner|vendor/.test(joined)
  );
}

function parseRow(line: string): string[] {
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
