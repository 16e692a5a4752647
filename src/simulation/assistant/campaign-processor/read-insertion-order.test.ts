import { describe, expect, it } from 'vitest';
import type { AssistantRequest } from '../shared/assistant-contract';
import type { CampaignResultJson } from '../shared/result-shapes';
import { createRandom } from '../shared/seeded-random';
import { TEST_NOW } from '../testing/requests';
import { processCampaign } from './campaign-processor';
import { readInsertionOrder } from './read-insertion-order';

/** The prospect's IO of issue 12, as pdf-parse gives its text. */
const PROSPECT_IO = [
  'INSERTION ORDER',
  'Advertiser: Lakeshore Credit Union',
  'Campaign Name: Spring Savings Push',
  'Platform: DV360',
  'Flight: 03/01/2027 - 04/30/2027',
  'Target Geography: Michigan; Ohio',
  'Total Budget: $48,500.00',
  'Line Item 1: Programmatic Display - $30,000.00 - CPM $6.50',
  'Line Item 2: Programmatic Native - $18,500.00 - CPM $9.25',
  '',
  '-- 1 of 1 --',
].join('\n');

function processed(text: string, seed: number, overrides: Partial<AssistantRequest> = {}) {
  const request: AssistantRequest = {
    text: 'Process this IO',
    attachments: [{ name: 'prospect-io.pdf', type: 'application/pdf', gcsPath: 'uploads/p' }],
    documentText: { 'uploads/p': text },
    references: [],
    enabledChannels: {},
    seed,
    ...overrides,
  };
  return processCampaign({ request, random: createRandom(seed), now: TEST_NOW })
    .jsonResponse as CampaignResultJson;
}

describe('reading a prospect insertion order (issue 12)', () => {
  it('reads what the document says, invents nothing, finds no issue and never varies', () => {
    const runs = [1, 2, 3].map((seed) => processed(PROSPECT_IO, seed));
    const [json] = runs;

    expect(json?.line_items.map((item) => [item.platform, item.budget, item.cpm])).toEqual([
      ['dv360', 30000, 6.5],
      ['dv360', 18500, 9.25],
    ]);
    expect(json?.validation.summary.validation_issues).toEqual([]);
    expect(json?.pdf_processing_note).not.toContain('sample');
    expect(json?.agency).toEqual({ value: '', status: 'not found', notes: 'Not found in the document' });
    expect(json?.total_budget).toEqual({
      value: 48500,
      status: 'extracted',
      notes: "page 1, line 7: 'Total Budget: $48,500.00'",
    });
    expect(runs[1]).toEqual(json);
    expect(runs[2]).toEqual(json);
  });

  it('names a platform the account has not enabled, with the line item', () => {
    const json = processed(PROSPECT_IO, 1, { enabledChannels: { dv360: false } });

    expect(json.validation.summary.validation_issues).toContain(
      'Line item 1 (Programmatic Display) runs on DV360, which is not enabled for this account.',
    );
  });

  it('says so when a PDF has no text layer, and reads nothing from it', () => {
    const json = processed('\n\n-- 1 of 1 --\n\n', 1);

    expect(json.pdf_processing_note).toContain('has no text layer (it looks like a scanned image)');
    expect(json.line_items).toEqual([]);
    expect(json.advertiser.status).toBe('not found');
    expect(json.validation.summary.validation_issues).toEqual([]);
  });
});

describe('readInsertionOrder layouts', () => {
  it('reads dashed labels, units after labels and the IO number in the title', () => {
    const reading = readInsertionOrder(
      'INSERTION ORDER #44-1902\nAdvertiser - Cedar & Stone Realty\nBudget (USD): 25,000\nFlight: March 6 - 25, 2027',
    );

    expect(reading.ioNumber?.value).toBe('44-1902');
    expect(reading.advertiser?.value).toBe('Cedar & Stone Realty');
    expect(reading.totalBudget?.value).toBe(25000);
    expect([reading.flightStart?.value, reading.flightEnd?.value]).toEqual(['2027-03-06', '2027-03-25']);
  });

  it('reads amounts grouped with spaces and day-first dates of a European document', () => {
    const reading = readInsertionOrder(
      'Client: Boulangerie Dorée\nFlight dates: 01/03/2027 - 30/04/2027\nTotal budget: 48 000,00 €\nTikTok | Awareness | 28 000,00 €\nReddit | Communities | 20 000,00 €',
    );

    expect(reading.totalBudget?.value).toBe(48000);
    expect(reading.flightStart?.value).toBe('2027-03-01');
    expect(reading.lineItems.map((item) => [item.platform, item.budget])).toEqual([
      ['tiktok', 28000],
      ['reddit', 20000],
    ]);
  });

  it('counts pages and lines as printed and quotes each source', () => {
    const reading = readInsertionOrder('Title\n\n-- 1 of 2 --\n\nAdvertiser: Acme\n\n-- 2 of 2 --\n');

    expect(reading.advertiser?.source).toEqual({ page: 2, line: 1, text: 'Advertiser: Acme' });
  });

  it('reads line items written as "Platform: amount", named by their label', () => {
    const reading = readInsertionOrder(
      'Advertiser: X\nMedia:\nFacebook: $20,000 (Mar 1 - Mar 31, 2027)\nTikTok: $15,000 at $8 CPM',
    );

    expect(reading.lineItems.map(({ source: _, ...item }) => item)).toEqual([
      {
        startDate: '2027-03-01',
        endDate: '2027-03-31',
        budget: 20000,
        platform: 'facebook',
        name: 'Facebook',
      },
      { cpm: 8, budget: 15000, platform: 'tiktok', name: 'TikTok' },
    ]);
  });

  it('does not take a sentence of the terms for a line item', () => {
    const reading = readInsertionOrder(
      'Terms: Facebook and Instagram placements are subject to Meta policies; make-goods up to $5,000 are delivered on the same platform.\nMeta placements may be paused for policy reasons and refunded at cost, capped at $5,000 per flight for this order.',
    );

    expect(reading.lineItems).toEqual([]);
  });
});
