import { launchTemplateFile, onePagePdf, type PackFile } from './pack-documents';

/** Acme Toys' Q4 holiday insertion order, the one Riley's seeded chat was read from. */
export function acmeToysInsertionOrder(): PackFile {
  return onePagePdf('io-acme-toys-q4-holiday.pdf', [
    'INSERTION ORDER - Acme Media',
    'Advertiser: Acme Toys',
    'Campaign: Acme Toys Q4 Holiday',
    'Flight: Nov 15, 2026 - Dec 31, 2026',
    'Total budget: $120,000',
    'Line 1: Programmatic Display - $70,000',
    'Line 2: Social - $50,000',
  ]);
}

/** A launch template of the Q4 holiday campaign for one platform. */
export function acmeToysLaunchTemplate(platform: string): PackFile {
  return launchTemplateFile(`launch-template-acme-toys-${platform}.json`, {
    template_name: `Acme Toys Q4 Holiday - ${platform}`,
    advertiser: 'Acme Toys',
    campaign_name: 'Acme Toys Q4 Holiday',
    flight_start_date: '2026-11-15',
    flight_end_date: '2026-12-31',
    currency: 'USD',
    platforms: [platform],
  });
}
