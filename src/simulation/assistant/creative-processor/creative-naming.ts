import type { CreativeJson } from '../shared/result-shapes';

type Naming = (creative: CreativeJson, advertiser: string, campaign: string) => string;

/** Trafficking naming conventions agencies use; a regenerated creative list takes another one. */
export const NAMING_CONVENTIONS: readonly Naming[] = [
  (creative, advertiser, campaign) =>
    [initials(advertiser), pascal(campaign), capitalise(creative.format), creative.dimensions].join('_'),
  (creative, _advertiser, campaign) =>
    `${campaign} | ${capitalise(creative.format)} | ${creative.dimensions}${durationSuffix(creative)}`,
  (creative, advertiser) =>
    `${creative.dimensions} ${capitalise(creative.format)}${durationSuffix(creative)} – ${advertiser}`,
];

function initials(text: string): string {
  return (
    text
      .split(/\s+/)
      .map((word) => word[0]?.toUpperCase() ?? '')
      .join('')
      .replace(/[^A-Z]/g, '')
      .slice(0, 4) || 'ADV'
  );
}

function pascal(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .map((word) => capitalise(word))
    .join('');
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function durationSuffix(creative: CreativeJson): string {
  return creative.duration_seconds ? ` ${creative.duration_seconds}s` : '';
}
