import type { Faker } from '@faker-js/faker';

/**
 * Finished results for the seeded history, in the shapes the assistant produces: fields as
 * `{ value, status, notes }`, a validation block, line items, and API results with campaign links.
 */

function tracked(value: unknown, notes = 'Read from the insertion order') {
  return { value, status: 'extracted', notes };
}

function isoDay(faker: Faker, from: string, days: number): string {
  return new Date(Date.parse(from) + days * 86_400_000 + faker.number.int({ min: 0, max: 3 }) * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

export function campaignResult(faker: Faker, advertiser: string, campaignName: string, platforms: string[]) {
  const start = isoDay(faker, '2026-12-01T00:00:00Z', 0);
  const end = isoDay(faker, '2026-12-01T00:00:00Z', 30);
  const lineItems = platforms.map((platform) => ({
    name: `${campaignName} — ${platform}`,
    platform,
    budget: faker.number.int({ min: 10, max: 80 }) * 1000,
    impressions: faker.number.int({ min: 500, max: 4000 }) * 1000,
    cpm: faker.number.float({ min: 4, max: 18, fractionDigits: 2 }),
    start_date: start,
    end_date: end,
  }));
  const total = lineItems.reduce((sum, item) => sum + item.budget, 0);
  return {
    summary: `Extracted ${lineItems.length} line items for ${advertiser}, total budget $${total.toLocaleString('en-US')}.`,
    pdf_processing_note: 'All pages were read; no handwritten notes were found.',
    io_number: tracked(`IO-${faker.string.numeric(6)}`),
    advertiser: tracked(advertiser),
    campaign_name: tracked(campaignName),
    flight_start_date: tracked(start),
    flight_end_date: tracked(end),
    total_budget: tracked(total),
    currency: tracked('USD'),
    line_items: lineItems,
    validation: {
      summary: {
        overall_status: 'passed_with_warnings',
        validation_issues: ['The insertion order names no primary KPI; CTR was assumed.'],
        fields_with_issues: 1,
        total_fields_validated: 9,
      },
      issues: [
        {
          field: 'kpis',
          severity: 'warning',
          message: 'The insertion order names no primary KPI; CTR was assumed.',
        },
      ],
    },
  };
}

export function launchConfigResult(faker: Faker, campaignName: string, platform: string) {
  return {
    summary: `Launch configuration for ${campaignName} on ${platform}.`,
    platform,
    campaign_name: campaignName,
    advertiser_id: faker.string.numeric(8),
    bid_strategy: {
      value: 'maximize_conversions',
      status: 'generated',
      notes: 'Default for awareness goals',
    },
    pacing: 'even',
    frequency_cap: { impressions: 3, period: 'day' },
    targeting: { geo: ['US'], age: '25-54', devices: ['desktop', 'mobile', 'ctv'] },
  };
}

export function creativeResult(faker: Faker, campaignName: string) {
  const sizes = ['300x250', '728x90', '160x600', '1080x1080'];
  return {
    summary: `Processed ${sizes.length} creative assets for ${campaignName}.`,
    creatives: sizes.map((size) => ({
      name: `${campaignName.toLowerCase().replace(/\W+/g, '_')}_${size}`,
      size,
      format: size === '1080x1080' ? 'video' : 'image',
      landing_url: `https://www.example.com/${faker.word.noun()}`,
      status: { value: 'ready', status: 'extracted', notes: 'Dimensions match the placement' },
    })),
  };
}

export function platformLaunchResult(faker: Faker, campaignName: string, platform: string) {
  const campaignId = faker.string.numeric(12);
  return {
    summary: 'Campaign created successfully. Details below:',
    api_result: {
      success: true,
      campaigns: [
        {
          campaign_id: campaignId,
          name: campaignName,
          campaign_url: `https://sandbox.${platform}.example.com/campaigns/${campaignId}`,
        },
      ],
    },
  };
}
