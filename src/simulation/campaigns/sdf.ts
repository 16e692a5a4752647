import type { DemoCampaign } from './types';

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const csv = (rows: (string | number)[][]) =>
  `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;

/**
 * A Structured Data File of DV360 (SDF v7.1 columns, abridged) for a youtube-dv360 campaign: the
 * rows a trafficker would upload, built from the campaign as stored.
 */
export function sdfCsv(kind: string, campaign: DemoCampaign, platformCampaignId: string): string {
  const advertiser = campaign.advertiser_id ?? '';
  const name = campaign.name;
  switch (kind) {
    case 'Campaigns':
      return csv([
        ['Campaign Id', 'Advertiser Id', 'Name', 'Timestamp', 'Status', 'Campaign Goal', 'Campaign Budget'],
        [
          platformCampaignId,
          advertiser,
          name,
          campaign.updated_at,
          'Paused',
          'Raise awareness of my brand',
          50000,
        ],
      ]);
    case 'InsertionOrders':
      return csv([
        ['Io Id', 'Campaign Id', 'Name', 'Status', 'Io Type', 'Budget Type', 'Pacing'],
        [
          `${platformCampaignId}-io1`,
          platformCampaignId,
          `${name} - IO 1`,
          'Draft',
          'standard',
          'Amount',
          'Even',
        ],
      ]);
    case 'LineItems':
      return csv([
        ['Line Item Id', 'Io Id', 'Type', 'Subtype', 'Name', 'Status', 'Bid Strategy Type'],
        [
          `${platformCampaignId}-li1`,
          `${platformCampaignId}-io1`,
          'YouTube & Partners',
          'Reach',
          `${name} - Reach`,
          'Draft',
          'Target CPM',
        ],
        [
          `${platformCampaignId}-li2`,
          `${platformCampaignId}-io1`,
          'YouTube & Partners',
          'Simple',
          `${name} - Views`,
          'Draft',
          'Maximum CPV',
        ],
      ]);
    default:
      return csv([
        ['Ad Group Id', 'Line Item Id', 'Name', 'Status', 'Video Ad Format', 'Max Cost'],
        [
          `${platformCampaignId}-ag1`,
          `${platformCampaignId}-li1`,
          `${name} - Skippable`,
          'Active',
          'In-stream',
          12,
        ],
        [`${platformCampaignId}-ag2`, `${platformCampaignId}-li2`, `${name} - Bumper`, 'Active', 'Bumper', 8],
      ]);
  }
}
