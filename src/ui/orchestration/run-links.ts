import { isWebAddress } from '../../core/domain/web-address';

/** The api_result fields that link to the created campaign or opportunity (spec 2 §3). */
const LINK_FIELDS: readonly [field: string, label: string][] = [
  ['dv360_url', 'Open in DV360'],
  ['fb_url', 'Open in Facebook Ads Manager'],
  ['reddit_url', 'Open in Reddit Ads'],
  ['tiktok_url', 'Open in TikTok Ads'],
  ['groundtruth_url', 'Open in GroundTruth'],
  ['salesforce_url', 'Open in Salesforce'],
  ['campaign_url', 'Open the campaign'],
  ['sandbox_url', 'Open the sandbox'],
];

export interface RunLink {
  href: string;
  label: string;
}

/** Links to the platform from a run's api_result: web addresses only, each address once. */
export function runLinksOf(apiResult: unknown): RunLink[] {
  if (!apiResult || typeof apiResult !== 'object') return [];
  const record = apiResult as Record<string, unknown>;
  const links: RunLink[] = [];
  const seen = new Set<string>();
  for (const [field, label] of LINK_FIELDS) {
    const href = record[field];
    if (typeof href !== 'string' || !/^https?:\/\//i.test(href) || !isWebAddress(href) || seen.has(href))
      continue;
    seen.add(href);
    links.push({ href, label });
  }
  return links;
}
