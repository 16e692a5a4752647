import type { AgentName } from '../../../core/domain/agents/agent-catalogue';

/** The destination platforms of spec 1 §1, the words people use for them and their API agents. */
export interface Platform {
  /** Destination id as the product uses it (spec 1 §1). */
  id: string;
  /** Name for sentences shown to the user. */
  label: string;
  /** The agent that creates a campaign there (spec 1 §3 agent names). */
  apiAction: AgentName;
  /** Lower-case patterns that mean this platform in a message. */
  aliases: readonly RegExp[];
}

export const PLATFORMS: readonly Platform[] = [
  {
    id: 'facebook',
    label: 'Facebook',
    apiAction: 'fb-api',
    aliases: [/\bfacebook\b/, /\bmeta\b/, /\bfb\b/, /\binstagram\b/],
  },
  {
    id: 'gam',
    label: 'Google Ad Manager',
    apiAction: 'gam-api',
    aliases: [/\bgam\b/, /\bad manager\b/, /\bdfp\b/, /\bgoogle ad manager\b/],
  },
  {
    id: 'google-ads-pmax',
    label: 'Google Ads Performance Max',
    apiAction: 'g-ads-api',
    aliases: [/\bp-?max\b/, /\bperformance max\b/, /\bgoogle ads (?:-|–)?\s*(?:p-?max|performance max)\b/],
  },
  {
    id: 'google_display',
    label: 'Google Display',
    apiAction: 'g-ads-api',
    aliases: [/\bgoogle display\b/, /\bgdn\b/, /\bdisplay network\b/],
  },
  {
    id: 'google-ads-search',
    label: 'Google Ads Search',
    apiAction: 'g-ads-api',
    aliases: [
      /\bgoogle[- ]ads[- ]search\b/,
      /\bgoogle ads (?:-|–|\()?\s*search\b\)?/,
      /\bgoogle search\b/,
      /\bsearch ads\b/,
      /\bgoogle ads\b(?!\s*(?:p-?max|performance|display))/,
      /\badwords\b/,
    ],
  },
  {
    id: 'tiktok',
    label: 'TikTok',
    apiAction: 'tiktok-api',
    aliases: [/\btik ?tok\b/],
  },
  {
    id: 'madhive',
    label: 'Madhive',
    apiAction: 'madhive-api',
    aliases: [/\bmad ?hive\b/],
  },
  {
    id: 'amazon_dsp',
    label: 'Amazon DSP',
    apiAction: 'amazon-dsp-api',
    aliases: [/\bamazon\b/, /\bamazon dsp\b/],
  },
  {
    id: 'youtube-dv360',
    label: 'YouTube (DV360)',
    apiAction: 'youtube-dv360-api',
    aliases: [
      /\byoutube\b/,
      /\byoutube (?:via|on|through|in|-|–|\/|\()\s*(?:dv ?360|display (?:&|and) video(?: 360)?)\)?/,
    ],
  },
  {
    id: 'dv360',
    label: 'DV360',
    apiAction: 'dv360-api',
    aliases: [/\bdv ?360\b/, /\bdisplay (?:&|and) video(?: 360)?/, /\bdbm\b/],
  },
  {
    id: 'ttd',
    label: 'The Trade Desk',
    apiAction: 'ttd-api',
    aliases: [/\bttd\b/, /\b(?:the )?trade ?desk\b/],
  },
  {
    id: 'groundtruth',
    label: 'GroundTruth',
    apiAction: 'gt-api',
    aliases: [/\bground ?truth\b/],
  },
  {
    id: 'reddit',
    label: 'Reddit',
    apiAction: 'reddit-api',
    aliases: [/\breddit\b/],
  },
];

const FALLBACK: Platform = PLATFORMS[0]!;

/** Platforms named in a text, in the order of the table (the more specific aliases first). */
export function platformsMentioned(text: string): Platform[] {
  const lower = text.toLowerCase();
  return PLATFORMS.filter((platform) => platform.aliases.some((alias) => alias.test(lower)));
}

/** The first platform named in a text, if any. */
export function platformMentioned(text: string): Platform | undefined {
  const lower = text.toLowerCase();
  let best: { platform: Platform; index: number } | undefined;
  for (const platform of PLATFORMS) {
    for (const alias of platform.aliases) {
      const index = lower.search(alias);
      if (index >= 0 && (!best || index < best.index)) best = { platform, index };
    }
  }
  return best?.platform;
}

/** A platform by id, or by any of its names ("Meta", "Trade Desk"). */
export function platformById(idOrName: string): Platform | undefined {
  const normalised = idOrName.trim().toLowerCase();
  return PLATFORMS.find((platform) => platform.id === normalised) ?? platformMentioned(normalised);
}

/** The platform whose API agent is `action` (the first one for the shared Google Ads agent). */
export function platformOfApiAction(action: string, subAction?: string): Platform | undefined {
  if (subAction) {
    const bySub = platformById(subAction);
    if (bySub && bySub.apiAction === action) return bySub;
  }
  return PLATFORMS.find((platform) => platform.apiAction === action);
}

export function isApiAction(action: string | undefined): boolean {
  return action !== undefined && PLATFORMS.some((platform) => platform.apiAction === action);
}

export function labelOf(platformId: string): string {
  return platformById(platformId)?.label ?? platformId;
}

export function defaultPlatform(): Platform {
  return FALLBACK;
}

/** Where a text names a platform. */
export interface PlatformMatch {
  platform: Platform;
  index: number;
  length: number;
}

/**
 * Every platform a text names, in reading order; where names overlap the longest wins, so
 * "YouTube via DV360" is YouTube (DV360) and not DV360.
 */
export function platformMatches(text: string): PlatformMatch[] {
  const lower = text.toLowerCase();
  const all: PlatformMatch[] = [];
  for (const platform of PLATFORMS) {
    for (const alias of platform.aliases) {
      for (const match of lower.matchAll(new RegExp(alias.source, 'g'))) {
        all.push({ platform, index: match.index ?? 0, length: match[0].length });
      }
    }
  }
  all.sort((a, b) => b.length - a.length || a.index - b.index);
  const kept: PlatformMatch[] = [];
  for (const match of all) {
    const overlaps = kept.some(
      (other) => match.index < other.index + other.length && other.index < match.index + match.length,
    );
    if (!overlaps) kept.push(match);
  }
  return kept.sort((a, b) => a.index - b.index);
}
