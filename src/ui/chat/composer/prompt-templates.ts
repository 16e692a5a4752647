import type { EnabledChannels } from '../../../core/domain/account';

/** A ready-made prompt the user can pick instead of typing (spec 1 §2 "Input area"). */
export interface PromptTemplate {
  /** What the dropdown shows. */
  label: string;
  /** What goes into the message box. */
  prompt: string;
  /** The destination this template works on; generic templates have none. */
  channel?: string;
}

/** Work that does not depend on a destination: offered to every account. */
const GENERIC_TEMPLATES: readonly PromptTemplate[] = [
  { label: 'Process an insertion order', prompt: 'Process the attached insertion order' },
  { label: 'Process a media plan', prompt: 'Process the attached media plan' },
  { label: 'Process a media brief', prompt: 'Process the attached media brief' },
  { label: 'Process creative assets', prompt: 'Process the creative assets for this campaign' },
  { label: 'Build the launch configuration', prompt: 'Build the launch configuration' },
  { label: 'Generate screenshots', prompt: 'Generate screenshots of the campaign' },
];

/** How each destination id (spec 1 §1) is named in a prompt. */
const CHANNEL_NAMES: Readonly<Record<string, string>> = {
  facebook: 'Facebook',
  gam: 'Google Ad Manager',
  'google-ads-search': 'Google Ads Search',
  google_display: 'Google Display',
  'google-ads-pmax': 'Google Ads Performance Max',
  tiktok: 'TikTok',
  madhive: 'Madhive',
  amazon_dsp: 'Amazon DSP',
  dv360: 'DV360',
  'youtube-dv360': 'YouTube (DV360)',
  ttd: 'The Trade Desk',
  groundtruth: 'GroundTruth',
  reddit: 'Reddit',
};

/** Destinations with optimizer analyses (spec 1 §2 specialised result views). */
const ANALYSED_CHANNELS = new Set(['dv360', 'ttd']);

function channelTemplates(channel: string, name: string): PromptTemplate[] {
  const templates: PromptTemplate[] = [
    { label: `Create the campaign on ${name}`, prompt: `Create the campaign on ${name}`, channel },
  ];
  if (ANALYSED_CHANNELS.has(channel)) {
    templates.push(
      { label: `Analyze my ${name} campaign`, prompt: `Analyze my ${name} campaign`, channel },
      { label: `Optimize my ${name} campaign`, prompt: `Optimize my ${name} campaign`, channel },
    );
  }
  return templates;
}

/**
 * The prompt-template dropdown: the generic templates, then one group per destination the
 * account has enabled, in the product's destination order. Unknown or disabled destinations
 * offer nothing.
 */
export function promptTemplatesFor(enabledChannels: EnabledChannels): PromptTemplate[] {
  const perChannel = Object.entries(CHANNEL_NAMES)
    .filter(([channel]) => enabledChannels[channel] === true)
    .flatMap(([channel, name]) => channelTemplates(channel, name));
  return [...GENERIC_TEMPLATES, ...perChannel];
}
