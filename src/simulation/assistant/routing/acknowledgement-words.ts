import type { AgentName } from '../../../core/domain/agents/agent-catalogue';

/** The words shown while an agent works: the demo backend's, so they stay out of the app's first load. */
export interface Acknowledgement {
  readonly text: string;
  /** When the message names a platform; `{platform}` stands for its name. */
  readonly onPlatform?: string;
  /** By sub-action, where one changes the words. */
  readonly bySubAction?: Readonly<Record<string, string>>;
}

/** Every platform API agent says the same. */
const ON_A_PLATFORM: Acknowledgement = {
  text: 'Creating the campaign on the platform…',
  onPlatform: 'Creating the campaign on {platform}…',
  bySubAction: { copy_facebook_campaign: 'Copying the Facebook campaign…' },
};

/**
 * What each polled agent of the catalogue (core/domain/agents) says while it works; a test holds
 * every polled agent to having words here.
 */
const OWN_WORDS: Partial<Record<AgentName, Acknowledgement>> = {
  'campaign-processor': {
    text: 'Processing your insertion order…',
    bySubAction: { 'media-plan': 'Reading your media plan…' },
  },
  'campaign-augmentor': { text: 'Updating the campaign details…' },
  'creative-processor': { text: 'Processing your creative assets…' },
  'creative-augmentor': { text: 'Updating the creative details…' },
  'campaign-launcher': { text: 'Building your launch configuration…' },
  'launch-augmentor': { text: 'Updating the launch configuration…' },
  'media-brief-processor': { text: 'Reading your media brief…' },
  'analyze-campaign': {
    text: 'Analysing your campaign across platforms…',
    onPlatform: 'Analysing your {platform} campaign…',
    bySubAction: { 'cross-platform': 'Analysing your campaign across platforms…' },
  },
  'optimize-campaign': { text: 'Looking for optimization opportunities…' },
  'optimization-executor': { text: 'Executing the optimization…' },
  'qa-campaign': { text: 'Running QA on your campaign…' },
  'fast-track': {
    text: 'Fast-tracking your campaign…',
    onPlatform: 'Fast-tracking your campaign to {platform}…',
  },
  'fast-track-shell': {
    text: 'Fast-tracking your campaign shell…',
    onPlatform: 'Fast-tracking your campaign shell to {platform}…',
  },
  'salesforce-orchestration': { text: 'Creating the Salesforce opportunity…' },
  'salesforce-api': { text: 'Creating the Salesforce opportunity…' },
  'screenshot-builder': { text: 'Taking screenshots of your campaign as placed…' },
  'allocate-budget': { text: 'Allocating the budget…' },
  'plan-campaign': { text: 'Planning your DV360 campaign…' },
  'assign-creatives': {
    text: 'Assigning the creatives…',
    onPlatform: 'Assigning the creatives on {platform}…',
  },
  'upload-creatives': {
    text: 'Uploading the creatives…',
    onPlatform: 'Uploading the creatives on {platform}…',
  },
  'facebook-campaign-auditor': {
    text: 'Auditing your campaign…',
    onPlatform: 'Auditing your campaign on {platform}…',
  },
  'gam-campaign-auditor': {
    text: 'Auditing your campaign…',
    onPlatform: 'Auditing your campaign on {platform}…',
  },
};

export function acknowledgementWords(
  action: string,
  family: string | undefined,
): Acknowledgement | undefined {
  if (family === 'platform-api') return ON_A_PLATFORM;
  return (OWN_WORDS as Readonly<Record<string, Acknowledgement>>)[action];
}
