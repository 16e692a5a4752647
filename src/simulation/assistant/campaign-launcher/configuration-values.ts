import type { CampaignDraft, LineItemDraft } from '../shared/campaign-draft';
import { missingValue } from '../shared/tracked-field';

/**
 * Where a configuration's values come from: the campaign (the files of the chat) or, for ids,
 * names and amounts it does not state, an empty value marked missing. Platform defaults (age
 * ranges, keywords from the advertiser's name) are derived from what the campaign says.
 */
type Missing = ReturnType<typeof missingValue>;

/** What a platform's configuration is built from: the campaign and its line items on that platform. */
export interface PlatformSlice {
  draft: CampaignDraft;
  lineItems: LineItemDraft[];
  /** The budget the campaign states for this platform; undefined when it states none. */
  budget: number | undefined;
}

export function items(slice: PlatformSlice): LineItemDraft[] {
  return slice.lineItems.length > 0
    ? slice.lineItems
    : [{ name: slice.draft.campaignName, budget: slice.budget }];
}

export function campaignName(slice: PlatformSlice): string | Missing {
  return slice.draft.campaignName ?? missingValue();
}

export function audience(slice: PlatformSlice): string | Missing {
  return slice.draft.audience ?? missingValue();
}

/** An amount the campaign states, else marked missing (never a sample value). */
export function amount(value: number | undefined): number | Missing {
  return value ?? missingValue();
}

/** Impressions stated, or bought by a stated budget at a stated CPM. */
export function impressionsOf(item: LineItemDraft): number | Missing {
  if (item.impressions !== undefined) return item.impressions;
  if (item.budget !== undefined && item.cpm) return Math.round((item.budget / item.cpm) * 1000);
  return missingValue();
}

export function ages(text: string | undefined): { age_min: number; age_max: number } {
  const match = /(\d{2})\s*[-–]\s*(\d{2})/.exec(text ?? '');
  return { age_min: Number(match?.[1] ?? 18), age_max: Number(match?.[2] ?? 65) };
}

export function tiktokAgeGroups(text: string | undefined): string[] {
  const { age_min, age_max } = ages(text);
  const groups: [string, number, number][] = [
    ['AGE_18_24', 18, 24],
    ['AGE_25_34', 25, 34],
    ['AGE_35_44', 35, 44],
    ['AGE_45_54', 45, 54],
    ['AGE_55_100', 55, 100],
  ];
  return groups.filter(([, from, to]) => to >= age_min && from <= age_max).map(([group]) => group);
}

export function primaryGoal(draft: CampaignDraft): string | Missing {
  const kpi = draft.kpis[0];
  return kpi ? `${kpi.kpi} ${kpi.target}`.trim() : missingValue();
}

export function keywordsFor(draft: CampaignDraft): string[] {
  const brand = (draft.advertiser ?? 'brand').replace(/ (Co\.|Group|Inc\.)$/, '').toLowerCase();
  return [brand, `${brand} deals`, `${brand} near me`, `buy ${brand}`];
}
