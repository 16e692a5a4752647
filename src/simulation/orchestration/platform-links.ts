/**
 * The per-platform link fields of an api_result (spec 2 §3: dv360_url, fb_url, reddit_url,
 * tiktok_url, groundtruth_url), added beside the generic campaign_url.
 */
const LINK_FIELD: Readonly<Record<string, string>> = {
  dv360: 'dv360_url',
  'youtube-dv360': 'dv360_url',
  facebook: 'fb_url',
  reddit: 'reddit_url',
  tiktok: 'tiktok_url',
  groundtruth: 'groundtruth_url',
};

export function platformLinkFields(platform: string, url: string): Record<string, string> {
  const field = LINK_FIELD[platform];
  return url && field ? { [field]: url } : {};
}

/** YouTube via DV360 is trafficked with SDF files the user downloads (spec 2 §3 uploaded_sdf_files). */
export function sdfFilesFor(platform: string, campaignId: string) {
  if (platform !== 'youtube-dv360' || !campaignId) return {};
  return {
    uploaded_sdf_files: ['Campaigns', 'InsertionOrders', 'LineItems', 'AdGroups'].map((kind) => ({
      gcs_path: `sdf/${campaignId}/SDF-${kind}.csv`,
      filename: `SDF-${kind}.csv`,
    })),
  };
}
