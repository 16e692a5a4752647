import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSpreadsheet } from './spreadsheet';
import { spreadsheetText } from './spreadsheet-text';

const MEDIA_PLAN = path.resolve(
  import.meta.dirname,
  '../../../mock-server/fixtures/media-plan-harbor-pine-winter.xlsx',
);

describe('spreadsheetText', () => {
  it('reads the demo media plan as CSV lines, header facts first, then the tactics table', async () => {
    const text = await spreadsheetText(new Uint8Array(await readFile(MEDIA_PLAN)));
    const lines = text.split('\n');

    expect(lines[0]).toBe('Advertiser:,Harbor & Pine Hotels');
    expect(lines).toContain('Target Audience:,"Adults 30-60, frequent leisure travellers"');
    expect(lines).toContain('Tactic,Platform,Start,End,Budget,CPM,Impressions,KPI');
    expect(lines).toContain(
      'Winter Escapes - Prospecting,Facebook,01/18/2027,03/14/2027,30000,10,3000000,CTR 0.40%',
    );
  });

  it('reads back what buildSpreadsheet wrote', async () => {
    const text = await spreadsheetText(
      await buildSpreadsheet({ advertiser: 'Acme', budget: 5000 }, 'Acme export'),
    );

    expect(text.split('\n')).toEqual(['Acme export', '', 'Field,Value', 'Advertiser,Acme', 'Budget,5000']);
  });
});
