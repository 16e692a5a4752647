import type { AssistantAction } from '../shared/action-names';
import {
  COMPARE_ORIGINAL_SUB_ACTION,
  MEDIA_PLAN_SUB_ACTION,
  VIEW_ORIGINAL_SUB_ACTION,
} from '../shared/action-names';
import type { AssistantRequest } from '../shared/assistant-contract';
import { kindOf } from '../shared/attachment-kinds';
import { type ChatResults, priorResultsOf } from '../shared/build-context';
import { type Platform, platformById, platformMentioned } from '../shared/platform-catalog';
import { routeCampaignWork } from './campaign-work-routes';
import { confirmationOf } from './confirmations';

/** Where a user message goes: the agent that handles it and, for platform work, the platform. */
export interface Route {
  action: AssistantAction;
  subAction?: string;
  platform?: Platform;
  /** An answer given at once instead of work (e.g. no campaign in the chat to work on). */
  reply?: string;
}

type RouteInput = Pick<AssistantRequest, 'text' | 'attachments'> & ChatResults;

const INFORMATIONAL_QUESTION =
  /^(what|what's|whats|why|how|when|where|who|which|is|are|does|do|did|explain|tell me)\b/;
const POLITE_REQUEST = /^(can|could|would|will) you\b|^please\b/;
const WORK_VERB = /\b(process|build|make|generate|prepare|handle|check|extract|read|review|upload)\b/;
const CREATE_VERB = /\b(create|launch|set ?up|build|push|publish|go live|traffic|activate)\b/;

/**
 * Decides which agent answers a message, from what it says and what is attached.
 * Explicit commands win over attachments ("fast track this"), attachments win over keywords.
 */
export function routeMessage(input: RouteInput): Route {
  const text = input.text.trim();
  const lower = text.toLowerCase();

  if (INFORMATIONAL_QUESTION.test(lower) && input.attachments.length === 0)
    return { action: 'ask-assistant' };

  const command = routeCommand(lower, input);
  if (command) return command;

  const byFiles = routeAttachments(input);
  if (byFiles) return byFiles;

  // "Can you process the creatives?" is a request for work; "Can you explain CPMs?" a question.
  if (POLITE_REQUEST.test(lower) && WORK_VERB.test(lower)) {
    const work = routeKeywords(lower);
    if (work) return work;
  }
  if (isQuestion(lower)) return { action: 'ask-assistant' };
  return routeKeywords(lower) ?? { action: 'general' };
}

function routeCommand(lower: string, input: RouteInput): Route | undefined {
  const platform = platformMentioned(lower);

  if (/\bfast[- ]?track\b/.test(lower)) return withPlatform('fast-track', platform);
  if (/\bopportunity details\b/.test(lower)) return { action: 'ask-assistant' };
  if (/\bsalesforce\b/.test(lower) && /\bopportunit(y|ies)\b/.test(lower)) {
    // From a launch configuration (or another opportunity) the opportunity is all that is left to do.
    const after = priorResultsOf(input)[0]?.action ?? '';
    const direct = /^(campaign-launcher|launch-augmentor|salesforce-api|salesforce-orchestration)$/.test(
      after,
    );
    return { action: direct ? 'salesforce-api' : 'salesforce-orchestration' };
  }
  // An IO and a launch template sent with "launch it": the whole workflow, as a fast-track.
  const kinds = new Set(input.attachments.map(kindOf));
  if (kinds.has('insertion-order') && kinds.has('launch-template') && CREATE_VERB.test(lower))
    return withPlatform('fast-track', platform);

  const campaignWork = routeCampaignWork(lower, input);
  if (campaignWork) return campaignWork;

  // Spec 1 §4 "view or compare with the original insertion order".
  if (/\boriginal\b/.test(lower) && /\b(io|insertion order|document|media plan|file)\b/.test(lower)) {
    const compare = /\b(compare|comparison|against|versus|vs)\b/.test(lower);
    return {
      action: 'campaign-processor',
      subAction: compare ? COMPARE_ORIGINAL_SUB_ACTION : VIEW_ORIGINAL_SUB_ACTION,
    };
  }

  if (/\b(execute|apply|run|implement|push)\b.*\boptimi[sz]ations?\b/.test(lower)) {
    return withPlatform('optimization-executor', platform ?? platformOfPrior(input));
  }
  if (/\bqa\b|\bquality (?:assurance|check)\b/.test(lower)) {
    return withPlatform('qa-campaign', platform ?? platformOfPrior(input));
  }
  if (/\b(analy[sz]e|analysis|performance review|how is .* performing)\b/.test(lower)) {
    return { action: 'analyze-campaign', subAction: analysisScope(lower, platform) };
  }
  if (/\boptimi[sz]e\b|\boptimi[sz]ation (?:plan|recommendations?)\b/.test(lower)) {
    return withPlatform('optimize-campaign', platform ?? platformOfPrior(input));
  }

  const mentionsLaunchConfig = /\blaunch (?:config(?:uration)?|template|plan)\b/.test(lower);
  if (!mentionsLaunchConfig && CREATE_VERB.test(lower)) {
    const target =
      platform ?? (/\b(it|this|that|campaign)\b/.test(lower) ? platformOfLaunchConfig(input) : undefined);
    if (target) return { action: target.apiAction, subAction: target.id, platform: target };
  }
  // "Confirm details" after the rest: "looks good, launch it" is a launch.
  return confirmationOf(lower, input);
}

function routeAttachments(input: RouteInput): Route | undefined {
  const kinds = new Set(input.attachments.map(kindOf));
  if (kinds.has('insertion-order')) return { action: 'campaign-processor' };
  if (kinds.has('media-plan')) return { action: 'campaign-processor', subAction: MEDIA_PLAN_SUB_ACTION };
  if (kinds.has('media-brief')) return { action: 'media-brief-processor' };
  if (kinds.has('launch-template')) return { action: 'campaign-launcher' };
  if (kinds.has('creative')) return { action: 'creative-processor' };
  if (kinds.has('other')) return { action: 'campaign-processor' };
  return undefined;
}

function routeKeywords(lower: string): Route | undefined {
  if (/\bmedia brief\b|\bbrief\b/.test(lower)) return { action: 'media-brief-processor' };
  if (/\bmedia plan\b/.test(lower)) return { action: 'campaign-processor', subAction: MEDIA_PLAN_SUB_ACTION };
  if (/\binsertion order\b|\bi\/?o\b/.test(lower)) return { action: 'campaign-processor' };
  if (/\bcreatives?\b|\bbanners?\b|\bassets?\b/.test(lower)) return { action: 'creative-processor' };
  if (/\blaunch\b/.test(lower)) return { action: 'campaign-launcher' };
  return undefined;
}

function isQuestion(lower: string): boolean {
  return (
    lower.endsWith('?') ||
    INFORMATIONAL_QUESTION.test(lower) ||
    /^(can|could) you (tell|explain|show)\b/.test(lower)
  );
}

function withPlatform(action: AssistantAction, platform: Platform | undefined): Route {
  return platform ? { action, subAction: platform.id, platform } : { action };
}

function analysisScope(lower: string, platform: Platform | undefined): string {
  if (/\bcross[- ]?platform\b|\ball (?:platforms|channels)\b/.test(lower)) return 'cross-platform';
  if (platform?.id === 'ttd') return 'ttd';
  if (platform?.id === 'dv360' || platform?.id === 'youtube-dv360') return 'dv360';
  return platform?.id ?? 'cross-platform';
}

/** The platform of the result the message acts on ("launch it", "QA the campaign"). */
function platformOfPrior(input: RouteInput): Platform | undefined {
  for (const prior of priorResultsOf(input)) {
    if (prior.subAction) {
      const platform = platformById(prior.subAction);
      if (platform) return platform;
    }
    const platforms = platformsInResult(prior.jsonResponse);
    if (platforms[0]) return platforms[0];
  }
  return undefined;
}

function platformOfLaunchConfig(input: RouteInput): Platform | undefined {
  const launch = priorResultsOf(input).find(
    (prior) => prior.action === 'campaign-launcher' || prior.action === 'launch-augmentor',
  );
  return launch ? platformsInResult(launch.jsonResponse)[0] : undefined;
}

function platformsInResult(json: unknown): Platform[] {
  if (!json || typeof json !== 'object') return [];
  const record = json as Record<string, unknown>;
  const names: unknown[] = Array.isArray(record.platforms) ? record.platforms : [record.platform];
  return names
    .filter((name): name is string => typeof name === 'string')
    .map((name) => platformById(name))
    .filter((platform): platform is Platform => platform !== undefined);
}
