import type { NewCampaign } from './campaign-builders';
import { creativesZip, launchTemplateFile, onePagePdf, type PackFile } from './pack-documents';

/** Acme Toys' Q4 holiday insertion order, the one Riley's seeded chat was read from. */
function insertionOrder(): PackFile {
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
function launchTemplate(platform: string): PackFile {
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

/** The Q4 holiday campaign Riley creates on /campaign/new for one more platform, from the IO and its template. */
export function acmeToysCampaign(destination: 'ttd' | 'facebook'): NewCampaign {
  return {
    name: destination === 'ttd' ? 'Acme Toys Q4 Holiday TTD' : 'Acme Toys Q4 Holiday Social',
    folderName: 'Q4 Holiday',
    destination,
    ...(destination === 'ttd' ? { platformId: { field: 'advertiserId', value: 'ttd-acme-toys' } } : {}),
    files: [insertionOrder(), launchTemplate(destination)],
  };
}

/** The holiday creatives Riley uploads on a campaign page, in one ZIP. */
export function acmeToysCreatives(): Promise<PackFile> {
  return creativesZip('creatives-acme-toys-q4-holiday.zip', [
    'holiday-hero-1200x627.jpg',
    'holiday-square-1080x1080.jpg',
    'holiday-story-1080x1920.jpg',
  ]);
}
