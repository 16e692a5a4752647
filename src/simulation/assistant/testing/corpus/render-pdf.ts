import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A printed line: plain text at the left margin, or cells at their x positions (aligned columns). */
export type PrintedRow = string | readonly (readonly [number, string])[];

/** Cells of an aligned row, at the given x positions. */
export function cells(...placed: (readonly [number, string])[]): PrintedRow {
  return placed;
}

/** A text PDF with one page per entry, each row 14 pt below the last: the shape agencies send. */
export async function renderPdf(pages: readonly (readonly PrintedRow[])[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const rows of pages) {
    const page = doc.addPage([612, 792]);
    rows.forEach((row, index) => {
      const y = 750 - index * 14;
      const placed = typeof row === 'string' ? [[50, row] as const] : row;
      for (const [x, text] of placed) if (text !== '') page.drawText(text, { x, y, size: 9, font });
    });
  }
  return doc.save();
}

/** A PDF's text as the demo backend reads it (pdf-parse, as in mock-server/pdfText.ts). */
export async function pdfTextOf(bytes: Uint8Array): Promise<string> {
  const { PDFParse } = await import('pdf-parse');
  const parser = new PDFParse({ data: bytes.slice() });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
