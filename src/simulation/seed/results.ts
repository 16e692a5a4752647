import type { Faker } from '@faker-js/faker';

/**
 * Finished results for the seeded history, in the shapes of the assistant's results
 * (src/simulation/assistant/shared/result-shapes.ts): tracked fields as `{ value, status, notes }`, a
 * validation block, line items, launch configurations and platform API answers.
 */

const FLIGHT_START = '2026-12-01';
const FLIGHT_END = '2026-12-31';

function tracked(value: unknown, notes = 'Read from the insertion order') {
  return { value, status: 'extracted', notes };
}

function validation(issues: string[], total: number) {
  return {
    summary: {
      overall_status: issues.length ? 'passed_with_warnings' : 'passed',
      validation_issues: issues,
      fields_with_issues: issues.length,
      total_fields_validated: total,
    },
    issues: issues.map((message) => ({ field: 'kpis', severity: 'warning', message })),
  };
}

export function campaignResult(faker: Faker, advertiser: string, campaignName: string, platforms: string[]) {
  const lineItems = platforms.map((platform) => ({
    line_item_name: `${campaignName} — ${platform}`,
    platform,
    budget: faker.number.int({ min: 10, max: 80 }) * 1000,
    impressions: faker.number.int({ min: 500, max: 4000 }) * 1000,
    cpm: faker.number.float({ min: 4, max: 18, fractionDigits: 2 }),
    start_date: FLIGHT_START,
    end_date: FLIGHT_END,
  }));
  const total = lineItems.reduce((sum, item) => sum + item.budget, 0);
  return {
    pdf_processing_note: 'All pages were read; no handwritten notes were found.',
    summary: `Extracted ${lineItems.length} line items for ${advertiser}, total budget $${total.toLocaleString('en-US')}.`,
    document_type: 'Insertion order',
    io_number: `IO-${faker.string.numeric(6)}`,
    advertiser: tracked(advertiser),
    agency: tracked(`${faker.company.name()} Media`),
    campaign_name: tracked(campaignName),
    flight_start_date: tracked(FLIGHT_START),
    flight_end_date: tracked(FLIGHT_END),
    total_budget: tracked(total),
    currency: 'USD',
    platforms,
    line_items: lineItems,
    line_item_total: total,
    targeting: { geo: ['US'], audience: 'Adults 25-54' },
    kpis: [{ kpi: 'CTR', target: '0.15%' }],
    contact: { name: faker.person.fullName(), email: 'trafficking@example.com', phone: faker.phone.number() },
    validation: validation(['The insertion order names no primary KPI; CTR was assumed.'], 9),
  };
}

export function launchConfigResult(faker: Faker, advertiser: string, campaignName: string, platform: string) {
  const budget = faker.number.int({ min: 20, max: 60 }) * 1000;
  return {
    summary: `Launch configuration for ${campaignName} on ${platform}.`,
    source: 'Approved campaign details',
    campaign_name: campaignName,
    advertiser,
    flight_start_date: FLIGHT_START,
    flight_end_date: FLIGHT_END,
    total_budget: budget,
    currency: 'USD',
    platforms: [platform],
    platform_configurations: {
      [platform]: {
        insertion_order: {
          display_name: campaignName,
          budget,
          pacing: 'even',
          kpi: 'CTR',
          frequency_cap: '3 per day',
        },
        line_items: [
          {
            display_name: `${campaignName} — display`,
            line_item_type: 'display',
            bid_strategy: 'maximize_conversions',
            budget,
            targeting: 'US, adults 25-54',
          },
        ],
      },
    },
    validation: validation([], 8),
  };
}

export function creativeResult(faker: Faker, advertiser: string, campaignName: string) {
  const sizes = ['300x250', '728x90', '160x600', '1080x1080'];
  const base = campaignName.toLowerCase().replace(/\W+/g, '_');
  return {
    summary: `Processed ${sizes.length} creative assets for ${campaignName}.`,
    advertiser,
    campaign_name: campaignName,
    source_files: [`${base}_creatives.zip`],
    total_creatives: sizes.length,
    creatives: sizes.map((size) => ({
      creative_name: `${base}_${size}`,
      file_name: `${base}_${size}.${size === '1080x1080' ? 'mp4' : 'png'}`,
      format: size === '1080x1080' ? 'video' : 'display',
      file_type: size === '1080x1080' ? 'mp4' : 'png',
      dimensions: size,
      duration_seconds: size === '1080x1080' ? 15 : null,
      file_size_kb: faker.number.int({ min: 40, max: 900 }),
      landing_url: `https://www.example.com/${faker.word.noun()}`,
      compatible_platforms: ['dv360', 'ttd', 'facebook'],
      status: 'ready',
      notes: 'Dimensions match the placement',
    })),
    validation: validation([], 4),
  };
}

export function platformLaunchResult(faker: Faker, campaignName: string, platform: string) {
  const campaignId = faker.string.numeric(12);
  return {
    success: true,
    campaign_id: campaignId,
    campaign_url: `https://sandbox.${platform}.example.com/campaigns/${campaignId}`,
    platform,
    summary: 'Campaign created successfully. Details below:',
    details: {
      campaign_name: campaignName,
      status: 'paused',
      budget: faker.number.int({ min: 10, max: 50 }) * 1000,
      currency: 'USD',
      flight_start_date: FLIGHT_START,
      flight_end_date: FLIGHT_END,
      created_items: [
        { type: 'campaign', id: campaignId, name: campaignName },
        { type: 'ad_set', id: faker.string.numeric(12), name: `${campaignName} — prospecting` },
      ],
      created_at: '2026-11-20T15:04:00Z',
    },
  };
}
