import type { WorkflowType } from '../orchestration';
import { stepPlatformOf } from './step-platforms';
import type { StepKey } from './steps';

/** Step → platform label (spec 1 §3), keyed by destination id. */
const PLATFORM_LABELS: Readonly<Record<string, string>> = {
  facebook: 'facebook',
  gam: 'google ad manager',
  'google-ads-search': 'google-ads-search',
  google_display: 'google-ads-display',
  'google-ads-display': 'google-ads-display',
  'google-ads-pmax': 'google-ads-pmax',
  tiktok: 'tiktok',
  madhive: 'madhive',
  amazon_dsp: 'amazon dsp',
  dv360: 'dv360',
  'youtube-dv360': 'dv360',
  ttd: 'ttd',
  groundtruth: 'groundtruth',
  reddit: 'reddit',
  salesforce: 'salesforce',
  'cross-platform': 'cross-platform',
};

export function platformLabel(platform: string | undefined): string {
  if (!platform) return '';
  return PLATFORM_LABELS[platform] ?? platform;
}

/** The workflow step id of spec 1 §3: fast_track_{platform}, fast_track_shell_{platform}, fast_track_salesforce_opportunity. */
export function workflowStepId(workflow: WorkflowType, platform: string | undefined): string {
  if (workflow === 'salesforce-orchestration') return 'fast_track_salesforce_opportunity';
  const part = stepPlatformOf(platform);
  return workflow === 'fast-track-shell' ? `fast_track_shell_${part}` : `fast_track_${part}`;
}

/** What each step does, as the progress bar and flow chart name it. */
export function stepLabel(workflow: WorkflowType, key: StepKey, platform: string | undefined): string {
  switch (key) {
    case 'campaign':
      return 'Process insertion order';
    case 'creative':
      return 'Process creatives';
    case 'launcher':
      return 'Apply launch configuration';
    default:
      return workflow === 'salesforce-orchestration'
        ? 'Create Salesforce opportunity'
        : `Create campaign on ${platformLabel(platform) || 'the platform'}`;
  }
}

/** Step ids the status page lists as processing, in short words. */
const STEP_ID_NAMES: Readonly<Record<string, string>> = {
  'campaign-processing': 'campaign',
  'creative-processing': 'creative',
  'launcher-processing': 'launcher',
  'api-processing': 'api',
  'salesforce-processing': 'salesforce',
};

export function stepIdName(id: string): string {
  return STEP_ID_NAMES[id] ?? id;
}
