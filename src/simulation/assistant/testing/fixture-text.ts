import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The committed demo fixtures (mock-server/fixtures), read in tests only. */
export const FIXTURES_DIR = path.resolve(import.meta.dirname, '../../../../mock-server/fixtures');

export const CLEAN_IO = 'io-northwind-spring-trail.pdf';
export const FLAWED_IO = 'io-brightwater-summer-splash.pdf';

export function readFixture(name: string): Promise<Buffer> {
  return readFile(path.join(FIXTURES_DIR, name));
}

/** A fixture PDF's text as the backend reads it (pdf-parse), so the tests see the real layout. */
export async function pdfText(name: string): Promise<string> {
  const { PDFParse } = await import('pdf-parse');
  const parser = new PDFParse({ data: await readFixture(name) });
  try {
    const { text } = await parser.getText();
    return text;
  } finally {
    await parser.destroy();
  }
}
