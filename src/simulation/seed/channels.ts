import type { Faker } from '@faker-js/faker';
import { DESTINATION_IDS } from '../data/destinations';
import type { DemoAccountChannel, DemoChannelConfig, DemoChannelField, DemoChannelType } from '../data/types';

const TYPE_NAMES: Record<string, string> = {
  facebook: 'Facebook Ads',
  gam: 'Google Ad Manager',
  'google-ads-search': 'Google Ads Search',
  google_display: 'Google Ads Display',
  'google-ads-pmax': 'Google Ads Performance Max',
  tiktok: 'TikTok Ads',
  madhive: 'Madhive',
  amazon_dsp: 'Amazon DSP',
  dv360: 'Display & Video 360',
  'youtube-dv360': 'YouTube via DV360',
  ttd: 'The Trade Desk',
  groundtruth: 'GroundTruth',
  reddit: 'Reddit Ads',
};

function field(
  destination: string,
  field_name: string,
  field_label: string,
  field_type: DemoChannelField['field_type'],
  is_required: boolean,
): DemoChannelField {
  return { id: `cf-${destination}-${field_name}`, field_name, field_label, field_type, is_required };
}

/** Each destination's channel type: an account id, a secret (masked by the UI) and a sandbox switch. */
export function seedChannelTypes(): DemoChannelType[] {
  return DESTINATION_IDS.map((destination) => ({
    id: `ct-${destination}`,
    name: TYPE_NAMES[destination] ?? destination,
    destination,
    fields: [
      field(destination, 'platform_account_id', 'Platform account id', 'text', true),
      field(destination, 'api_key', 'API key', 'text', true),
      field(destination, 'daily_spend_cap', 'Daily spend cap (USD)', 'number', false),
      field(destination, 'sandbox', 'Use the sandbox', 'boolean', false),
    ],
  }));
}

/**
 * The destination whose seeded channel is down: its API step fails in every run, so a
 * salesperson can show a failed orchestration on purpose ("fast track this IO to Reddit").
 */
export const SANDBOX_OUTAGE_DESTINATION = 'reddit';

export function seedChannelConfigs(faker: Faker, createdBy: string, createdAt: string): DemoChannelConfig[] {
  return DESTINATION_IDS.map((destination) => ({
    id: `ch-${destination}`,
    name:
      destination === SANDBOX_OUTAGE_DESTINATION
        ? `${TYPE_NAMES[destination]} — sandbox outage`
        : `${TYPE_NAMES[destination] ?? destination} — main seat`,
    channel_type_id: `ct-${destination}`,
    field_values: {
      platform_account_id: faker.string.numeric(10),
      api_key: `demo-${faker.string.alphanumeric(24)}`,
      daily_spend_cap: faker.number.int({ min: 5, max: 200 }) * 100,
      sandbox: destination !== 'facebook',
      ...(destination === SANDBOX_OUTAGE_DESTINATION ? { outage: true } : {}),
    },
    created_by: createdBy,
    created_at: createdAt,
  }));
}

/** Which destinations each named account has, and whether each is switched on. */
export const ACCOUNT_CHANNELS: Record<string, [destination: string, enabled: boolean][]> = {
  'acc-acme-media': [
    ['facebook', true],
    ['gam', true],
    ['dv360', true],
    ['ttd', true],
    ['tiktok', true],
    ['google-ads-search', true],
    ['google-ads-pmax', true],
    ['reddit', true],
    ['youtube-dv360', false],
  ],
  'acc-globex-retail': [
    ['facebook', true],
    ['google-ads-search', true],
    ['tiktok', false],
  ],
  'acc-initech-auto': [
    ['dv360', true],
    ['ttd', true],
    ['amazon_dsp', true],
    ['youtube-dv360', true],
  ],
  'acc-umbrella-health': [
    ['facebook', true],
    ['madhive', true],
    ['groundtruth', true],
  ],
};

export function seedAccountChannels(
  faker: Faker,
  accountIds: readonly string[],
  createdAt: string,
): DemoAccountChannel[] {
  const rows: DemoAccountChannel[] = [];
  for (const accountId of accountIds) {
    const assigned =
      ACCOUNT_CHANNELS[accountId] ??
      faker.helpers
        .arrayElements(DESTINATION_IDS, { min: 2, max: 4 })
        .map((destination): [string, boolean] => [destination, true]);
    for (const [destination, enabled] of assigned) {
      rows.push({
        id: `ac-${accountId.replace(/^acc-/, '')}-${destination}`,
        account_id: accountId,
        channel_id: `ch-${destination}`,
        is_enabled: enabled,
        created_at: createdAt,
      });
    }
  }
  return rows;
}
