/** A file a pack's story uploads, as a browser would send it. */
export interface PackFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

const encode = (text: string) => new TextEncoder().encode(text);

/** PDF string literals escape their delimiters and the backslash. */
const pdfText = (line: string) => line.replace(/[\\()]/g, (character) => `\\${character}`);

/**
 * A one-page PDF of plain lines, written by hand: a pack's insertion order is a real document a
 * download opens, without the PDF library the fixtures use (the in-page demo carries none).
 */
export function onePagePdf(name: string, lines: readonly string[]): PackFile {
  const text = lines
    .map((line, index) => `BT /F1 11 Tf 56 ${760 - index * 18} Td (${pdfText(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${encode(text).byteLength} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = encode(body).byteLength;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = encode(body).byteLength;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, type: 'application/pdf', bytes: encode(body) };
}

/** A launch template (JSON) for the platforms it names, as the analysis of spec 2 §3 reads it. */
export function launchTemplateFile(name: string, template: Record<string, unknown>): PackFile {
  return { name, type: 'application/json', bytes: encode(JSON.stringify(template, null, 2)) };
}

/** A creatives ZIP of small placeholder files; fixed dates, so the same names give the same bytes. */
export async function creativesZip(name: string, creatives: readonly string[]): Promise<PackFile> {
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  for (const creative of creatives) zip.file(creative, `placeholder for ${creative}`, { date: new Date(0) });
  return { name, type: 'application/zip', bytes: await zip.generateAsync({ type: 'uint8array' }) };
}
