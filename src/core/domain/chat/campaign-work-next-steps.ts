import { stepPlatformOf } from '../orchestration-run/step-platforms';
import { type NextStepsTable, type Suggestion, step } from './suggestion';

/**
 * What to offer once a campaign exists (issue 20): the work spec 1 §3 lists for a created campaign
 * (screenshots, monitoring, reporting, budget allocation, DV360 planning, copying, audits,
 * creatives, QA), so a salesperson can walk from the created campaign to QA by suggestions alone.
 * The labels are ours where spec 1 §4 gives none; the prompts are worded so the assistant routes
 * them to the agent.
 */
export const SCREENSHOT = step('Generate screenshot', 'Generate screenshots of the campaign');
export const MONITORING = step('Add monitoring', 'Enable campaign monitoring');
export const REPORTING = step('Get reporting', 'Get impression reporting for the campaign');
const QA = step('QA the campaign', 'QA the campaign');
const ALLOCATE = step('Allocate budget', 'Allocate the budget across the line items');
const PLAN_DV360 = step('Plan a DV360 campaign', 'Plan a DV360 campaign for it');
const COPY = step('Copy the campaign', 'Copy the Facebook campaign');
const AUDIT = step('Audit the campaign', 'Audit the campaign');
const ASSIGN = step('Assign creatives', 'Assign the creatives to the campaign');
const UPLOAD = step('Upload creatives', 'Upload the creatives to the campaign');
export const ASK_ABOUT_CAMPAIGN = step(
  'Ask the Assistant about the campaign',
  'What can you tell me about this campaign?',
);
const CREATE_ON_DV360 = step('Create the campaign on DV360', 'Create the campaign on DV360');

/** Spec 1 §4: after any platform campaign creation. */
export const AFTER_CAMPAIGN_CREATED: readonly Suggestion[] = [SCREENSHOT, MONITORING, REPORTING];

/** The platform agents by destination (spec 1 §1 ids), as the demo backend names them. */
const PLATFORM_AGENTS: Readonly<Record<string, string>> = {
  facebook: 'fb-api',
  gam: 'gam-api',
  'google-ads-search': 'g-ads-api',
  google_display: 'g-ads-api',
  'google-ads-pmax': 'g-ads-api',
  tiktok: 'tiktok-api',
  madhive: 'madhive-api',
  amazon_dsp: 'amazon-dsp-api',
  dv360: 'dv360-api',
  'youtube-dv360': 'youtube-dv360-api',
  ttd: 'ttd-api',
  groundtruth: 'gt-api',
  reddit: 'reddit-api',
};

const AUDITED = ['facebook', 'gam'];

/** The extras a campaign on this destination can use: its auditor, copying, DV360 planning. */
function platformExtras(destination: string): Suggestion[] {
  return [
    ...(AUDITED.includes(destination) ? [AUDIT] : []),
    ...(destination === 'facebook' ? [COPY] : []),
    ...(destination === 'dv360' || destination === 'youtube-dv360' ? [PLAN_DV360] : []),
  ];
}

function perDestination(entry: (destination: string, agent: string) => [string, readonly Suggestion[]][]) {
  return Object.fromEntries(
    Object.entries(PLATFORM_AGENTS).flatMap(([destination, agent]) => entry(destination, agent)),
  );
}

/** The fast-track's final step offers the whole set (spec 1 §4 "Fast-track also offers asking the Assistant"). */
export function fastTrackSteps(destination: string, shell: boolean): readonly Suggestion[] {
  return [
    ...AFTER_CAMPAIGN_CREATED,
    ASK_ABOUT_CAMPAIGN,
    ...platformExtras(destination),
    ALLOCATE,
    shell ? UPLOAD : ASSIGN,
  ];
}

export const CAMPAIGN_WORK_NEXT_STEPS: NextStepsTable = {
  ...perDestination((destination) => [
    [`fast-track__${destination}`, fastTrackSteps(destination, false)],
    [`fast-track-shell__${destination}`, fastTrackSteps(destination, true)],
  ]),
  ...perDestination((destination, agent) => {
    const part = stepPlatformOf(destination);
    return [
      [`${agent}__enable_campaign_monitoring_${part}`, [REPORTING, SCREENSHOT, QA]],
      [`${agent}__get_impression_reporting_${part}`, [ALLOCATE, QA, ...platformExtras(destination)]],
    ];
  }),
  'fb-api__copy_facebook_campaign': [...AFTER_CAMPAIGN_CREATED, AUDIT],
  'screenshot-builder': [MONITORING, REPORTING, QA],
  'allocate-budget': [REPORTING, PLAN_DV360],
  'plan-campaign': [CREATE_ON_DV360, ALLOCATE],
  'facebook-campaign-auditor': [QA, REPORTING, COPY],
  'gam-campaign-auditor': [QA, REPORTING, ALLOCATE],
  'assign-creatives': [SCREENSHOT, QA],
  'upload-creatives': [ASSIGN, SCREENSHOT],
  'qa-campaign': [REPORTING, MONITORING],
};
