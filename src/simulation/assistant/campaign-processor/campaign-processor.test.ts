import { describe, expect, it } from 'vitest';
import type { AssistantRequest } from '../shared/assistant-contract';
import type { CampaignResultJson } from '../shared/result-shapes';
import { createRandom } from '../shared/seeded-random';
import { CLEAN_IO, FLAWED_IO, pdfText } from '../testing/fixture-text';
import { processCampaign } from './campaign-processor';

const NOW = new Date('2026-11-23T09:00:00Z');

async function processFixture(name: string, now = NOW) {
  const request: AssistantRequest = {
    text: 'Here is the IO',
    attachments: [{ name, type: 'application/pdf', gcsPath: `uploads/${name}` }],
    documentText: { [`uploads/${name}`]: await pdfText(name) },
    references: [],
    enabledChannels: {},
    seed: 1,
  };
  const result = processCampaign({ request, random: createRandom(1), now }, undefined);
  return { result, json: result.jsonResponse as CampaignResultJson };
}

describe('campaign-processor', () => {
  it('passes validation for the clean insertion order and says everything was read from it', async () => {
    const { result, json } = await processFixture(CLEAN_IO);

    expect(json.validation.summary).toEqual({
      overall_status: 'passed',
      validation_issues: [],
      fields_with_issues: 0,
      total_fields_validated: expect.any(Number),
    });
    expect(json.pdf_processing_note).toBe(
      `All campaign details were read from "${CLEAN_IO}"; the notes column shows where each value was read.`,
    );
    expect(json.advertiser).toEqual({
      value: 'Northwind Outdoor Co.',
      status: 'extracted',
      notes: "page 1, line 4: 'Advertiser: Northwind Outdoor Co.'",
    });
    expect(json.total_budget.notes).toBe("page 1, line 8: 'Total Budget: $180,000.00 USD'");
    expect(json.line_items[0]?.source).toMatch(
      /^page 1, line 14: '1 Spring Trail - Social Awareness Facebook/,
    );
    expect(json.summary).toContain('$180,000');
    expect(result.content).toContain('processed the insertion order');
  });

  it('finds the deliberate mistakes of the flawed insertion order', async () => {
    const { json, result } = await processFixture(FLAWED_IO);
    const issues = json.validation.summary.validation_issues;

    expect(json.validation.summary.overall_status).toBe('failed');
    expect(issues).toContain(
      'Flight end date (May 31, 2027) is before the flight start date (Jun 14, 2027).',
    );
    expect(issues).toContain(
      'Line item budgets add up to $208,000, but the total budget is $240,000 (difference $32,000).',
    );
    expect(issues.some((issue) => issue.includes('Chicago Premium Video') && issue.includes('$37,500'))).toBe(
      true,
    );
    expect(json.validation.summary.fields_with_issues).toBe(3);
    expect(json.flight_end_date.status).toBe('error');
    expect(result.content).toContain('found 3 issues');
  });

  it('warns when the flight has already started', async () => {
    const { json } = await processFixture(CLEAN_IO, new Date('2027-02-01T00:00:00Z'));

    expect(json.validation.summary.overall_status).toBe('passed_with_warnings');
    expect(json.validation.summary.validation_issues).toEqual([
      'Flight start date (Jan 11, 2027) is in the past; the campaign would start late.',
    ]);
  });

  it('fills what a sparse message lacks with sample values and says so', () => {
    const request: AssistantRequest = {
      text: 'New IO for Acme Foods, total budget $50,000',
      attachments: [],
      documentText: {},
      references: [],
      enabledChannels: {},
      seed: 3,
    };
    const json = processCampaign({ request, random: createRandom(3), now: NOW }, undefined)
      .jsonResponse as CampaignResultJson;

    expect(json.pdf_processing_note).toMatch(
      /^Campaign details were read from your message;.* Sample values for the demo, marked "sample": .*campaign name/,
    );
    expect(json.campaign_name.status).toBe('sample');
    expect(json.summary).toContain('Sample values, not in the document: ');
    expect(json.total_budget.value).toBe(50000);
    expect(json.line_items.length).toBeGreaterThan(0);
  });
});

describe('campaign-processor on a media plan', () => {
  it('reads the demo media plan once the backend passes its text', async () => {
    const { spreadsheetText } = await import('../../export/spreadsheet-text');
    const { readFixture } = await import('../testing/fixture-text');
    const name = 'media-plan-harbor-pine-winter.xlsx';
    const text = await spreadsheetText(new Uint8Array(await readFixture(name)));
    const request: AssistantRequest = {
      text: '',
      attachments: [{ name, gcsPath: 'plans/1' }],
      documentText: { 'plans/1': text },
      references: [],
      enabledChannels: {},
      seed: 1,
    };

    const json = processCampaign({ request, random: createRandom(1), now: NOW }, 'media-plan')
      .jsonResponse as CampaignResultJson;

    expect(json.document_type).toBe('Media plan');
    expect(json.advertiser.value).toBe('Harbor & Pine Hotels');
    expect(json.total_budget.value).toBe(95000);
    expect(json.line_items.map((item) => item.platform)).toEqual([
      'facebook',
      'google-ads-search',
      'youtube-dv360',
      'dv360',
    ]);
    expect(json.validation.summary.overall_status).toBe('passed');
  });
});
