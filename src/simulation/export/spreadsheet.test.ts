import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildSpreadsheet } from './spreadsheet';

const result = {
  pdf_processing_note: 'All campaign details were read from "io.pdf".',
  summary: 'Insertion order for Northwind Outdoor Co.',
  advertiser: { value: 'Northwind Outdoor Co.', status: 'extracted', notes: 'Read from the document' },
  total_budget: { value: 180000, status: 'extracted', notes: 'Read from the document' },
  platforms: ['facebook', 'tiktok'],
  targeting: { geo: ['Colorado', 'Utah'], audience: 'Adults 25-54' },
  line_items: [
    { line_item_name: 'Social Awareness', platform: 'facebook', budget: 60000, cpm: 10 },
    {
      line_item_name: 'In-Feed Video',
      platform: 'tiktok',
      budget: 40000,
      cpm: 8,
      targeting: { age: '25-54' },
    },
  ],
  validation: { summary: { overall_status: 'passed', validation_issues: [] } },
};

async function readBack(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  return workbook;
}

function rowsOf(sheet: ExcelJS.Worksheet | undefined): unknown[][] {
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

describe('buildSpreadsheet', () => {
  it('writes a workbook whose first sheet lists every value under the title', async () => {
    const workbook = await readBack(await buildSpreadsheet(result, 'Spring Trail Launch 2027'));
    const summary = rowsOf(workbook.getWorksheet('Summary'));

    expect(summary[0]).toEqual(['Spring Trail Launch 2027']);
    expect(summary).toContainEqual(['Field', 'Value', 'Status', 'Notes']);
    expect(summary).toContainEqual([
      'Advertiser',
      'Northwind Outdoor Co.',
      'extracted',
      'Read from the document',
    ]);
    expect(summary).toContainEqual(['Total budget', 180000, 'extracted', 'Read from the document']);
    expect(summary).toContainEqual(['Targeting › Geo', 'Colorado, Utah', '', '']);
    expect(summary).toContainEqual(['Validation › Summary › Overall status', 'passed', '', '']);
    expect(summary).toContainEqual(['Line items', '2 rows: see sheet "Line items"', '', '']);
  });

  it('puts a list of records on its own sheet with one column per field', async () => {
    const workbook = await readBack(await buildSpreadsheet(result, 'Export'));
    const lineItems = rowsOf(workbook.getWorksheet('Line items'));

    expect(lineItems).toEqual([
      ['Line item name', 'Platform', 'Budget', 'Cpm', 'Targeting › Age'],
      ['Social Awareness', 'facebook', 60000, 10],
      ['In-Feed Video', 'tiktok', 40000, 8, '25-54'],
    ]);
  });

  it('gives same-named lists distinct, valid sheet names', async () => {
    const launch = {
      platform_configurations: {
        facebook: { ad_sets: [{ name: 'A' }] },
        tiktok: { ad_groups: [{ adgroup_name: 'B' }] },
        ttd: { ad_groups: [{ name: 'C' }] },
      },
    };
    const workbook = await readBack(await buildSpreadsheet(launch, 'Launch'));

    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      'Facebook Ad sets',
      'Tiktok Ad groups',
      'Ttd Ad groups',
    ]);
  });
});
