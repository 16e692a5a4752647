import { stepPlatformOf } from '../../../core/domain/orchestration-run/step-platforms';
import { languageOf } from '../conversation/language';
import type { AssistantAction } from '../shared/action-names';
import type { AssistantRequest } from '../shared/assistant-contract';
import type { ChatResults } from '../shared/build-context';
import { campaignInChat } from '../shared/campaign-in-chat';
import { type Platform, platformById, platformMentioned } from '../shared/platform-catalog';
import { type CampaignWork, phrasesIn } from '../shared/result-phrases/result-phrases';

/** Where a message about a created campaign goes; `reply` answers at once instead (no campaign yet). */
export interface CampaignWorkRoute {
  action: AssistantAction;
  subAction?: string;
  platform?: Platform;
  reply?: string;
}

type RouteInput = Pick<AssistantRequest, 'text' | 'attachments'> & ChatResults;

const SCREENSHOTS = /\bscreen ?shots?\b|\bad previews?\b|\bmock-?ups?\b/;
const MONITORING = /\bmonitor(?:ing|s)?\b/;
const REPORTING = /\breport(?:ing|s)?\b/;
const ALLOCATION =
  /\ballocat\w*\b.*\bbudgets?\b|\bbudgets?\b.*\ballocat\w*|\bsplit (?:the )?budget\b|\bbudget (?:split|phasing)\b/;
const DV360_PLAN =
  /\bplan(?:_| (?:a |the |my |this )?(?:new )?)(?:dv ?360|youtube)\b|\bdv ?360 (?:campaign )?plan\b/;
const COPY = /\b(?:copy|duplicate|clone)\b(?: (?:the|this|my|that))?(?: (?:facebook|fb|meta))? campaign\b/;
const AUDIT = /\baudit\b/;
const ASSIGN = /\bassign\b.*\bcreatives?\b|\bcreatives?\b.*\bassign/;
const UPLOAD = /\bupload\b.*\bcreatives?\b/;

/**
 * The agents that work on a campaign the chat created (spec 1 §3 steps: screenshots, monitoring,
 * impression reporting, budget allocation, DV360 planning, copying, audits, creatives). The
 * platform is the one the message names, else the created campaign's.
 */
export function routeCampaignWork(lower: string, input: RouteInput): CampaignWorkRoute | undefined {
  const campaign = campaignInChat(input);
  const named = platformMentioned(lower);
  const platform = named ?? (campaign ? platformById(campaign.platform) : undefined);
  const onCampaign = (work: CampaignWork, route: () => CampaignWorkRoute): CampaignWorkRoute =>
    campaign
      ? route()
      : { action: 'ask-assistant', reply: phrasesIn(languageOf(input.text)).noCampaign(work) };
  const onPlatform = (action: AssistantAction): CampaignWorkRoute =>
    platform ? { action, subAction: platform.id, platform } : { action };

  if (DV360_PLAN.test(lower)) return { action: 'plan-campaign', subAction: 'dv360' };
  if (ALLOCATION.test(lower)) return { action: 'allocate-budget' };
  if (SCREENSHOTS.test(lower))
    return onCampaign('take screenshots of', () => onPlatform('screenshot-builder'));
  if (MONITORING.test(lower))
    return onCampaign('monitor', () => platformStep('enable_campaign_monitoring_', platform));
  if (REPORTING.test(lower))
    return onCampaign('report on', () => platformStep('get_impression_reporting_', platform));
  if (COPY.test(lower)) {
    return onCampaign('copy', () => {
      const facebook = platformById('facebook') as Platform;
      return { action: facebook.apiAction, subAction: 'copy_facebook_campaign', platform: facebook };
    });
  }
  if (AUDIT.test(lower)) {
    return onCampaign('audit', () =>
      onPlatform(platform?.id === 'gam' ? 'gam-campaign-auditor' : 'facebook-campaign-auditor'),
    );
  }
  if (ASSIGN.test(lower)) return onCampaign('assign creatives to', () => onPlatform('assign-creatives'));
  // Creatives uploaded without a campaign in the chat are creatives to process.
  if (UPLOAD.test(lower) && campaign) return onPlatform('upload-creatives');
  return undefined;
}

/** A platform agent's work other than creating: its action, and the step id as the sub-action. */
function platformStep(prefix: string, platform: Platform | undefined): CampaignWorkRoute {
  const target = platform ?? (platformById('facebook') as Platform);
  return { action: target.apiAction, subAction: `${prefix}${stepPlatformOf(target.id)}`, platform: target };
}
