/**
 * The CPM each platform is bought at in the demo's reporting when a campaign states none: the
 * impression report plans with it, and budget questions ("how much do 1M impressions on TikTok
 * cost?") are answered from it.
 */
export const BENCHMARK_CPM: Readonly<Record<string, number>> = {
  facebook: 9,
  tiktok: 10,
  gam: 7.5,
  amazon_dsp: 8,
  dv360: 6,
  'youtube-dv360': 12,
  ttd: 9,
  google_display: 5,
  'google-ads-search': 25,
  'google-ads-pmax': 11,
  madhive: 32,
  groundtruth: 6,
  reddit: 7,
};

/** The CPM used for a platform without a benchmark of its own. */
export const DEFAULT_CPM = 9;

export function benchmarkCpm(platformId: string): number {
  return BENCHMARK_CPM[platformId] ?? DEFAULT_CPM;
}
