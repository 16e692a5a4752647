import type { DemoFileRecord } from '../../simulation/data/types';

/**
 * The text of an uploaded PDF for the in-page demo backend (memory profile): pdf-parse's browser
 * build with pdf.js's worker served beside the app, both loaded on the first PDF only. Null when
 * the file is no PDF or cannot be read, and the assistant then says so.
 */
export async function readPdfTextInPage(file: DemoFileRecord, bytes: Uint8Array): Promise<string | null> {
  const isPdf = file.type === 'application/pdf' || file.originalName.toLowerCase().endsWith('.pdf');
  if (!isPdf) return null;
  try {
    const { PDFParse } = await import('pdf-parse');
    // The worker must be the pdf.js version pdf-parse bundles (pdfjs-dist 5.4.296, pinned by it).
    PDFParse.setWorker(new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).href);
    const parser = new PDFParse({ data: bytes.slice() });
    try {
      return (await parser.getText()).text;
    } finally {
      await parser.destroy();
    }
  } catch (error) {
    console.warn(`[demo backend] could not read the text of ${file.originalName}:`, error);
    return null;
  }
}
