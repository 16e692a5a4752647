import type { AssistantResult } from '../shared/assistant-contract';
import type { BuildContext } from '../shared/build-context';
import { readableDate } from '../shared/calendar-dates';
import { type CampaignFacts, namingOf, onCampaignInChat } from '../shared/campaign-in-chat';
import { formatMoney } from '../shared/money-amounts';
import { resultPhrases } from '../shared/result-phrases/result-phrases';
import type { ApiResultJson } from '../shared/result-shapes';

/**
 * copy_facebook_campaign (fb-api): a paused copy of the chat's Facebook campaign with its budget,
 * dates and ad sets; the copy becomes the chat's campaign for the next steps.
 */
export function copyFacebookCampaign(context: BuildContext): AssistantResult {
  return onCampaignInChat(context, 'copy', (source) => {
    if (source.platform !== 'facebook') {
      return {
        status: 'completed',
        content: resultPhrases(context).notOnFacebook(namingOf(source)),
      };
    }
    const { random, now } = context;
    const campaignId = `23850${random.digits(13)}`;
    const account = /[?&]act=(\d+)/.exec(source.campaign_url)?.[1];
    const url = account
      ? `https://adsmanager.facebook.com/adsmanager/manage/campaigns?act=${account}&selected_campaign_ids=${campaignId}`
      : '';
    const adSets = source.line_items.map((item) => ({
      type: 'ad_set',
      id: random.digits(17),
      name: item.name,
      ...(item.budget !== null ? { budget: item.budget } : {}),
    }));
    const copy: CampaignFacts = {
      ...source,
      campaign_id: campaignId,
      campaign_name: `${source.campaign_name} - Copy`,
      status: 'PAUSED',
      campaign_url: url,
    };
    const json: ApiResultJson & { campaign: CampaignFacts } = {
      success: true,
      campaign_id: campaignId,
      campaign_url: url,
      platform: 'facebook',
      summary: `"${copy.campaign_name}" was created on Facebook as a paused copy of "${source.campaign_name}"${
        source.budget !== null ? `: ${formatMoney(source.budget, source.currency)}` : ''
      }${source.flight_start_date ? `, ${readableDate(source.flight_start_date)} – ${readableDate(source.flight_end_date)}` : ''}, ${adSets.length} ad set${adSets.length === 1 ? '' : 's'}.`,
      details: {
        source_campaign_id: source.campaign_id,
        campaign_name: copy.campaign_name,
        advertiser: source.advertiser,
        status: 'PAUSED',
        budget: source.budget,
        currency: source.currency,
        flight_start_date: source.flight_start_date,
        flight_end_date: source.flight_end_date,
        created_items: [{ type: 'campaign', id: campaignId, name: copy.campaign_name }, ...adSets],
        created_at: now.toISOString(),
      },
      ...(url ? { fb_url: url } : {}),
      campaign: copy,
    };
    return { status: 'completed', content: resultPhrases(context).campaignCreated, jsonResponse: json };
  });
}
