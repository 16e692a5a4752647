import type { CreativeJson } from '../shared/result-shapes';
import type { ValidationIssue } from '../shared/validation-block';

/** IAB display sizes every display platform accepts. */
export const IAB_DISPLAY_SIZES = [
  '300x250',
  '728x90',
  '160x600',
  '300x600',
  '320x50',
  '970x250',
  '336x280',
  '320x100',
];
/** Social and video frames: square, vertical (stories, TikTok) and landscape. */
const SOCIAL_SIZES = ['1080x1080', '1080x1920', '1080x1350', '1200x628'];
const VIDEO_SIZES = ['1920x1080', '1280x720', '1080x1920', '1080x1080'];

/** IAB's initial load limit for display creatives. */
export const DISPLAY_MAX_KB = 150;
/** Longest video the platforms in the demo take without a special format. */
export const VIDEO_MAX_SECONDS = 60;

export function formatOf(fileType: string, dimensions: string): CreativeJson['format'] {
  if (['mp4', 'mov', 'webm', 'm4v', 'avi'].includes(fileType)) return 'video';
  return SOCIAL_SIZES.includes(dimensions) ? 'social' : 'display';
}

export function compatiblePlatforms(format: CreativeJson['format'], dimensions: string): string[] {
  const [width = 0, height = 0] = dimensions.split('x').map(Number);
  const vertical = height > width;
  if (format === 'video')
    return vertical ? ['tiktok', 'facebook', 'reddit'] : ['youtube-dv360', 'dv360', 'ttd', 'madhive'];
  if (format === 'social')
    return vertical ? ['facebook', 'tiktok', 'reddit'] : ['facebook', 'reddit', 'google_display'];
  return ['dv360', 'ttd', 'gam', 'google_display', 'amazon_dsp'];
}

/** The checks an ad-ops specialist does on a creative before trafficking it. */
export function checkCreative(creative: CreativeJson, index: number): ValidationIssue[] {
  const field = `creatives[${index}]`;
  const label = `${creative.creative_name} (${creative.file_name})`;
  const issues: ValidationIssue[] = [];
  if (!creative.landing_url) {
    issues.push({ field, severity: 'error', message: `${label} has no landing URL.` });
  } else if (!creative.landing_url.startsWith('https://')) {
    issues.push({ field, severity: 'warning', message: `${label}: the landing URL is not HTTPS.` });
  }
  const known = [...IAB_DISPLAY_SIZES, ...SOCIAL_SIZES, ...VIDEO_SIZES];
  if (!known.includes(creative.dimensions)) {
    issues.push({
      field,
      severity: 'warning',
      message: `${label}: ${creative.dimensions} is not a standard ad size.`,
    });
  }
  if (creative.format === 'display' && creative.file_size_kb > DISPLAY_MAX_KB) {
    issues.push({
      field,
      severity: 'warning',
      message: `${label} weighs ${creative.file_size_kb} KB, over the ${DISPLAY_MAX_KB} KB display limit.`,
    });
  }
  if (creative.format === 'video' && (creative.duration_seconds ?? 0) > VIDEO_MAX_SECONDS) {
    issues.push({
      field,
      severity: 'warning',
      message: `${label} runs ${creative.duration_seconds} s, longer than ${VIDEO_MAX_SECONDS} s.`,
    });
  }
  return issues;
}
