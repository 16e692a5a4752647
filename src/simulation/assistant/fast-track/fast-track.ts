import { launchJson } from '../campaign-launcher/launch-configuration';
import { processCampaign } from '../campaign-processor/campaign-processor';
import { processCreatives } from '../creative-processor/creative-processor';
import { createOnPlatform } from '../platform-api/create-on-platform';
import type { AssistantResult } from '../shared/assistant-contract';
import { filesOfKind } from '../shared/attachment-kinds';
import type { BuildContext } from '../shared/build-context';
import { campaignFromJson } from '../shared/campaign-result-json';
import { defaultPlatform, platformById } from '../shared/platform-catalog';
import type {
  ApiResultJson,
  CampaignResultJson,
  CreativeResultJson,
  LaunchResultJson,
} from '../shared/result-shapes';

/**
 * fast-track: the whole workflow in one go (campaign and creatives in parallel, then the launch
 * configuration, then the platform API). The step-by-step orchestration is simulated elsewhere;
 * this is the finished result it ends with.
 */
export function fastTrack(context: BuildContext, subAction: string | undefined): AssistantResult {
  const { random, now, request } = context;
  const campaign = processCampaign(context).jsonResponse as CampaignResultJson;
  const draft = campaignFromJson(campaign);
  const platform =
    (subAction ? platformById(subAction)?.id : undefined) ?? campaign.platforms[0] ?? defaultPlatform().id;
  const hasCreatives = filesOfKind(request.attachments, 'creative').length > 0;
  const creatives = hasCreatives ? (processCreatives(context).jsonResponse as CreativeResultJson) : undefined;
  if (!draft.lineItems.some((item) => item.platform === platform)) {
    draft.lineItems = [{ platform, name: draft.campaignName, budget: draft.totalBudget }];
  }
  const launch: LaunchResultJson = launchJson({
    draft,
    platforms: [platform],
    source: 'Fast track',
    now,
    enabledChannels: request.enabledChannels,
  });
  const api = createOnPlatform(
    {
      ...context,
      request: {
        ...request,
        references: [],
        latestResult: { messageId: 'fast-track', action: 'campaign-launcher', jsonResponse: launch },
      },
    },
    platformById(platform)?.apiAction ?? defaultPlatform().apiAction,
    platform,
  );
  const apiJson = api.jsonResponse as ApiResultJson;
  const seconds = () => random.int(8, 40);
  const apiStatus = apiJson.success ? 'completed' : 'failed';
  return {
    status: 'completed',
    content: api.content,
    jsonResponse: {
      summary: apiJson.success
        ? `Fast track finished: ${apiJson.summary}`
        : `Fast track stopped at the API step: ${apiJson.errors?.join(' ') ?? 'the launch configuration has blocking issues.'}`,
      workflow_type: 'fast-track',
      platform,
      campaign_name: launch.campaign_name,
      advertiser: launch.advertiser,
      total_budget: launch.total_budget,
      steps: [
        { step: 'campaign-processing', status: 'completed', duration_seconds: seconds() },
        {
          step: 'creative-processing',
          status: creatives ? 'completed' : 'skipped',
          duration_seconds: creatives ? seconds() : 0,
        },
        { step: 'launcher-processing', status: 'completed', duration_seconds: seconds() },
        { step: 'api-processing', status: apiStatus, duration_seconds: seconds() },
      ],
      ...(creatives ? { creatives_processed: creatives.total_creatives } : {}),
      api_result: apiJson,
    },
  };
}
