import { draftFromLaunchJson, launchJson } from '../campaign-launcher/launch-configuration';
import { draftFromPlan } from '../planning/plan-dv360';
import type { AssistantResult } from '../shared/assistant-contract';
import { type BuildContext, findPrior } from '../shared/build-context';
import { readableDate } from '../shared/calendar-dates';
import { campaignFromJson, joinWords } from '../shared/campaign-result-json';
import { formatMoney } from '../shared/money-amounts';
import { type Platform, platformById, platformOfApiAction } from '../shared/platform-catalog';
import { resultPhrases } from '../shared/result-phrases/result-phrases';
import type { ApiResultJson, LaunchResultJson } from '../shared/result-shapes';
import { sampleCampaign } from '../shared/sample-data';
import type { Random } from '../shared/seeded-random';
import { plainString } from '../shared/tracked-field';

/** The platform API agents: create the campaign of the latest launch configuration on one platform. */
export function createOnPlatform(
  context: BuildContext,
  action: string,
  subAction: string | undefined,
): AssistantResult {
  const platform = (subAction ? platformById(subAction) : undefined) ?? platformOfApiAction(action);
  const phrases = resultPhrases(context);
  if (!platform)
    return {
      status: 'failed',
      content: phrases.campaignCreationFailed,
      jsonResponse: { success: false, errors: ['Unknown platform.'] },
    };
  const launch = launchFor(context, platform);
  const configuration = launch.platform_configurations[platform.id] ?? {};
  const blocking = blockingIssues(launch, platform.id);

  if (blocking.length > 0) {
    const json: ApiResultJson = {
      success: false,
      campaign_id: '',
      campaign_url: '',
      platform: platform.id,
      summary: `"${launch.campaign_name}" was not created on ${platform.label}: the launch configuration has ${blocking.length} blocking issue${blocking.length === 1 ? '' : 's'}.`,
      details: {
        campaign_name: launch.campaign_name,
        validation_status: 'failed',
        configuration_source: launch.source,
      },
      errors: blocking,
    };
    return { status: 'completed', content: phrases.campaignCreationFailed, jsonResponse: json };
  }
  return {
    status: 'completed',
    content: phrases.campaignCreated,
    jsonResponse: createdJson(context, platform, launch, configuration),
  };
}

/** Errors of the configuration that concern this platform or the whole campaign, not another platform. */
function blockingIssues(launch: LaunchResultJson, platform: string): string[] {
  const issues = launch.validation.issues ?? [];
  return issues
    .filter((issue) => issue.severity === 'error')
    .filter(
      (issue) => !issue.field.startsWith('platform_configurations.') || issue.field.endsWith(`.${platform}`),
    )
    .map((issue) => issue.message);
}

function createdJson(
  context: BuildContext,
  platform: Platform,
  launch: LaunchResultJson,
  configuration: Record<string, unknown>,
): ApiResultJson {
  const { random, now } = context;
  const campaignId = campaignIdFor(platform.id, random);
  const url = campaignUrl(platform.id, campaignId, random);
  const budget = Number(configuration.budget ?? launch.total_budget);
  const children = childItems(configuration);
  const created = [
    { type: 'campaign', id: campaignId, name: launch.campaign_name },
    ...children.map((child) => ({
      type: child.type,
      id: random.digits(child.type === 'ad_set' ? 17 : 10),
      name: child.name,
      ...(child.budget !== undefined ? { budget: child.budget } : {}),
    })),
  ];
  const childWords = countWords(children.map((child) => child.type));
  return {
    success: true,
    campaign_id: campaignId,
    campaign_url: url,
    platform: platform.id,
    summary: `"${launch.campaign_name}" was created on ${platform.label} in paused state, ready for a final review: ${formatMoney(budget, launch.currency)}${
      launch.flight_start_date
        ? `, ${readableDate(launch.flight_start_date)} – ${readableDate(launch.flight_end_date)}`
        : ''
    }${childWords ? `, with ${childWords}` : ''}.`,
    details: {
      campaign_name: launch.campaign_name,
      advertiser: launch.advertiser,
      status: 'PAUSED',
      budget,
      currency: launch.currency,
      flight_start_date: launch.flight_start_date,
      flight_end_date: launch.flight_end_date,
      created_items: created,
      created_at: now.toISOString(),
    },
    ...platformUrlKey(platform.id, url),
  };
}

/** The launch configuration to create from: referenced or latest, else built from the campaign or a sample. */
function launchFor(context: BuildContext, platform: Platform): LaunchResultJson {
  const { request, random, now } = context;
  const launch = findPrior(request, ['campaign-launcher', 'launch-augmentor']);
  const json = launch?.jsonResponse as LaunchResultJson | undefined;
  if (json?.platform_configurations && Array.isArray(json.platforms)) {
    if (json.platform_configurations[platform.id]) return json;
    // Asked for a platform the configuration does not cover: build it from the same campaign.
    const draft = draftFromLaunchJson(json);
    draft.lineItems = [{ platform: platform.id, name: draft.campaignName, budget: draft.totalBudget }];
    return launchJson({
      draft,
      platforms: [platform.id],
      source: json.source,
      now,
      enabledChannels: request.enabledChannels,
    });
  }
  const campaign = findPrior(request, ['campaign-processor', 'campaign-augmentor', 'plan-campaign']);
  const draft = campaign
    ? ((campaign.action === 'plan-campaign' ? draftFromPlan(campaign.jsonResponse) : undefined) ??
      campaignFromJson(campaign.jsonResponse))
    : sampleCampaign(random, now, [platform.id], request.currency);
  if (!draft.lineItems.some((item) => item.platform === platform.id)) {
    draft.lineItems = [{ platform: platform.id, name: draft.campaignName, budget: draft.totalBudget }];
  }
  const source = campaign ? `Campaign details of message ${campaign.messageId}` : 'Sample campaign';
  return launchJson({
    draft,
    platforms: [platform.id],
    source,
    now,
    enabledChannels: request.enabledChannels,
  });
}

function childItems(
  configuration: Record<string, unknown>,
): { type: string; name: string; budget?: number }[] {
  const lists: [string, string][] = [
    ['ad_sets', 'ad_set'],
    ['ad_groups', 'ad_group'],
    ['line_items', 'line_item'],
    ['asset_groups', 'asset_group'],
  ];
  return lists.flatMap(([key, type]) => {
    const list = configuration[key];
    if (!Array.isArray(list)) return [];
    return list.map((item: Record<string, unknown>) => ({
      type,
      name: String(plainString(item.name ?? item.adgroup_name ?? item.display_name) ?? type),
      ...(typeof item.budget === 'number' ? { budget: item.budget } : {}),
    }));
  });
}

function countWords(types: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const type of types) counts.set(type, (counts.get(type) ?? 0) + 1);
  return joinWords(
    [...counts].map(([type, count]) => `${count} ${type.replace('_', ' ')}${count === 1 ? '' : 's'}`),
  );
}

function campaignIdFor(platform: string, random: Random): string {
  switch (platform) {
    case 'facebook':
      return `23850${random.digits(13)}`;
    case 'tiktok':
      return `17${random.digits(17)}`;
    case 'ttd':
      return Array.from({ length: 7 }, () => random.pick([...'abcdefghjkmnpqrstuvwxyz0123456789'])).join('');
    case 'madhive':
      return `cmp-${random.digits(4)}-${random.digits(4)}`;
    case 'groundtruth':
      return random.digits(6);
    case 'amazon_dsp':
      return random.digits(16);
    case 'reddit':
      return random.digits(19);
    case 'google-ads-search':
    case 'google_display':
    case 'google-ads-pmax':
      return random.digits(11);
    default:
      return random.digits(10);
  }
}

function campaignUrl(platform: string, id: string, random: Random): string {
  switch (platform) {
    case 'facebook':
      return `https://adsmanager.facebook.com/adsmanager/manage/campaigns?act=${random.digits(15)}&selected_campaign_ids=${id}`;
    case 'tiktok':
      return `https://ads.tiktok.com/i18n/perf/campaign?aadvid=${random.digits(16)}&campaign_id=${id}`;
    case 'gam':
      return `https://admanager.google.com/${random.digits(8)}#delivery/order/order_overview/order_id=${id}`;
    case 'dv360':
    case 'youtube-dv360':
      return `https://displayvideo.google.com/#ng_nav/p/${random.digits(7)}/a/${random.digits(9)}/c/${id}/explorer`;
    case 'ttd':
      return `https://desk.thetradedesk.com/app/advertiser/${random.digits(7)}/buy/campaign/${id}/details`;
    case 'google-ads-search':
    case 'google_display':
    case 'google-ads-pmax':
      return `https://ads.google.com/aw/campaigns?campaignId=${id}`;
    case 'reddit':
      return `https://ads.reddit.com/account/t2_${random.digits(8)}/campaign/${id}`;
    case 'madhive':
      return `https://app.madhive.com/campaigns/${id}`;
    case 'groundtruth':
      return `https://ads.groundtruth.com/campaigns/${id}`;
    case 'amazon_dsp':
      return `https://advertising.amazon.com/dsp/ENTITY${random.digits(10)}/orders/${id}`;
    default:
      return `https://ads.example.com/${platform}/campaigns/${id}`;
  }
}

/** The per-platform address keys the campaign page also reads (spec 2 §3 apiResult). */
function platformUrlKey(platform: string, url: string): Record<string, string> {
  const keys: Record<string, string> = {
    facebook: 'fb_url',
    tiktok: 'tiktok_url',
    dv360: 'dv360_url',
    'youtube-dv360': 'dv360_url',
    reddit: 'reddit_url',
    groundtruth: 'groundtruth_url',
  };
  const key = keys[platform];
  return key ? { [key]: url } : {};
}
