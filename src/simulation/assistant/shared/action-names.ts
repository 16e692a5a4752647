import type { AgentName } from '../../../core/domain/agents/agent-catalogue';

/** The names the demo assistant answers with: agents of the catalogue, plus its plain-reply action. */
export const ACTIONS = {
  campaignProcessor: 'campaign-processor',
  campaignAugmentor: 'campaign-augmentor',
  creativeProcessor: 'creative-processor',
  creativeAugmentor: 'creative-augmentor',
  campaignLauncher: 'campaign-launcher',
  launchAugmentor: 'launch-augmentor',
  mediaBriefProcessor: 'media-brief-processor',
  analyzeCampaign: 'analyze-campaign',
  optimizeCampaign: 'optimize-campaign',
  optimizationExecutor: 'optimization-executor',
  qaCampaign: 'qa-campaign',
  fastTrack: 'fast-track',
  salesforceOrchestration: 'salesforce-orchestration',
  salesforceApi: 'salesforce-api',
  askAssistant: 'ask-assistant',
  screenshotBuilder: 'screenshot-builder',
  allocateBudget: 'allocate-budget',
  planCampaign: 'plan-campaign',
  assignCreatives: 'assign-creatives',
  uploadCreatives: 'upload-creatives',
  /** The campaign auditors for Facebook and Google Ad Manager (spec 1 §3 names them, not their ids). */
  facebookAuditor: 'facebook-campaign-auditor',
  gamAuditor: 'gam-campaign-auditor',
  /** Not an agent: an immediate, friendly answer to anything the assistant cannot act upon. */
  general: 'general',
} as const satisfies Record<string, AgentName | 'general'>;

/** The sub-action of a campaign-processor run on a media plan rather than an insertion order. */
export const MEDIA_PLAN_SUB_ACTION = 'media-plan';

/** Sub-actions of the campaign processor showing the document a result was read from. */
export const VIEW_ORIGINAL_SUB_ACTION = 'original-io';
export const COMPARE_ORIGINAL_SUB_ACTION = 'compare-original-io';

/** The edit agent that reworks the result of each processing agent (spec 1 §2 dialogs). */
export function augmentorFor(action: string | undefined): string {
  switch (action) {
    case ACTIONS.campaignProcessor:
    case ACTIONS.campaignAugmentor:
    case ACTIONS.mediaBriefProcessor:
      return ACTIONS.campaignAugmentor;
    case ACTIONS.creativeProcessor:
    case ACTIONS.creativeAugmentor:
      return ACTIONS.creativeAugmentor;
    case ACTIONS.campaignLauncher:
    case ACTIONS.launchAugmentor:
      return ACTIONS.launchAugmentor;
    default:
      return action ?? ACTIONS.campaignAugmentor;
  }
}
