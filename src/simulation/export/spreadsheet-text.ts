/**
 * The text of an uploaded spreadsheet (a media plan) for the assistant: every sheet as CSV lines,
 * the shape the assistant's extraction reads for .csv uploads too. The counterpart of
 * buildSpreadsheet; exceljs is loaded on first use.
 */
export async function spreadsheetText(bytes: Uint8Array): Promise<string> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  const lines: string[] = [];
  for (const sheet of workbook.worksheets) {
    sheet.eachRow({ includeEmpty: true }, (row) => {
      const cells: string[] = [];
      for (let column = 1; column <= row.cellCount; column++)
        cells.push(csvCell(cellText(row.getCell(column).value)));
      lines.push(cells.join(',').replace(/,+$/, ''));
    });
    lines.push('');
  }
  return lines.join('\n').trim();
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  const record = value as {
    result?: unknown;
    text?: unknown;
    richText?: { text: string }[];
    hyperlink?: unknown;
  };
  if (record.richText) return record.richText.map((part) => part.text).join('');
  if (record.text !== undefined) return String(record.text);
  if (record.result !== undefined) return cellText(record.result);
  return '';
}

function csvCell(text: string): string {
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
