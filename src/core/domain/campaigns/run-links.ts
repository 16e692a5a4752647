import type { CampaignOrchestrationStatus } from '../orchestration';

export interface PlatformLink {
  label: string;
  url: string;
}

const PLATFORM_URL_KEYS = [
  'campaign_url',
  'dv360_url',
  'fb_url',
  'reddit_url',
  'tiktok_url',
  'groundtruth_url',
  'sandbox_url',
];

/** Links to the platform campaign(s) once the run completed (web addresses only, each once). */
export function platformLinksOf(run: CampaignOrchestrationStatus | null): PlatformLink[] {
  const result = run?.status === 'completed' ? run.apiResult : undefined;
  if (!result) return [];
  const links = (result.campaigns ?? []).flatMap((entry) =>
    [entry.campaign_url, ...(entry.campaign_urls ?? [])]
      .filter((url): url is string => typeof url === 'string')
      .map((url) => ({ label: entry.name ?? entry.campaign_id ?? 'Campaign', url })),
  );
  for (const key of PLATFORM_URL_KEYS)
    if (typeof result[key] === 'string')
      links.push({ label: 'View campaign on the platform', url: result[key] as string });
  const seen = new Set<string>();
  return links.filter((link) => /^https?:\/\//i.test(link.url) && !seen.has(link.url) && seen.add(link.url));
}

/** The SDF files a youtube-dv360 run produced, as named in its API result. */
export function sdfFilesOf(run: CampaignOrchestrationStatus | null): { gcsPath: string; filename: string }[] {
  const files = run?.apiResult?.uploaded_sdf_files;
  if (!Array.isArray(files)) return [];
  return files.flatMap((file: { gcs_path?: unknown; filename?: unknown }) =>
    typeof file.gcs_path === 'string'
      ? [
          {
            gcsPath: file.gcs_path,
            filename: typeof file.filename === 'string' ? file.filename : file.gcs_path,
          },
        ]
      : [],
  );
}
