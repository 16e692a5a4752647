/**
 * The {platform} part of the workflow step ids of spec 1 §3 for a destination id (spec 1 §1), and
 * back: small, so the run labels and the status page take it without the steps' texts.
 */
/** The platforms of the {platform} step ids of spec 1 §3. */
export const STEP_ID_PLATFORMS = [
  'facebook',
  'gam',
  'google_search',
  'google_display',
  'google_pmax',
  'tiktok',
  'madhive',
  'dv360',
  'ttd',
  'reddit',
] as const;

const DESTINATION_STEP_PLATFORMS: Readonly<Record<string, string>> = {
  'google-ads-search': 'google_search',
  google_display: 'google_display',
  'google-ads-pmax': 'google_pmax',
  'youtube-dv360': 'dv360',
  'cross-platform': 'cross_platform',
};

/** The {platform} part of a step id for a destination id ('google-ads-search' → 'google_search'). */
export function stepPlatformOf(destination: string | undefined): string {
  if (!destination) return '';
  return DESTINATION_STEP_PLATFORMS[destination] ?? destination.replace(/[^a-z0-9]+/gi, '_').toLowerCase();
}

/** The destination id a step id's {platform} part stands for ('google_search' → 'google-ads-search'). */
export function destinationOfStepPlatform(part: string): string {
  const found = Object.entries(DESTINATION_STEP_PLATFORMS).find(
    ([destination, step]) => step === part && destination !== 'youtube-dv360',
  );
  return found?.[0] ?? part;
}
