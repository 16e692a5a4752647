import type { DemoFileRecord } from '../src/simulation/data/types';

/** The text of an uploaded PDF for the assistant (pdf-parse runs in Node only); null otherwise. */
export async function readPdfText(file: DemoFileRecord, bytes: Uint8Array): Promise<string | null> {
  const isPdf = file.type === 'application/pdf' || file.originalName.toLowerCase().endsWith('.pdf');
  if (!isPdf) return null;
  try {
    const { PDFParse } = await import('pdf-parse');
    const parser = new PDFParse({ data: bytes.slice() });
    try {
      return (await parser.getText()).text;
    } finally {
      await parser.destroy();
    }
  } catch (error) {
    console.warn(`[mock server] could not read the text of ${file.originalName}:`, error);
    return null;
  }
}
