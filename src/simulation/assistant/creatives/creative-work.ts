import { processCreatives } from '../creative-processor/creative-processor';
import { fits, placementsOf } from '../screenshots/placements';
import type { AssistantResult } from '../shared/assistant-contract';
import { filesOfKind } from '../shared/attachment-kinds';
import { type BuildContext, findPrior } from '../shared/build-context';
import { type CampaignFacts, campaignTitle, onCampaignInChat } from '../shared/campaign-in-chat';
import type { CreativeWorkResultJson } from '../shared/campaign-work-shapes';
import { labelOf } from '../shared/platform-catalog';
import { resultPhrases } from '../shared/result-phrases/result-phrases';
import type { CreativeResultJson } from '../shared/result-shapes';

interface Creative {
  name: string;
  size: string;
  fileName: string;
}

/** assign_creatives_{platform}: the chat's creatives placed in the campaign's ad sets or line items where their size fits. */
export function assignCreatives(context: BuildContext): AssistantResult {
  return onCampaignInChat(context, 'assign creatives to', (campaign) => {
    const creatives = creativesInChat(context, campaign);
    if (creatives.length === 0) return { status: 'completed', content: resultPhrases(context).noCreatives };
    const targets =
      campaign.line_items.length > 0
        ? campaign.line_items.map((item) => item.name)
        : [campaign.campaign_name];
    const placements = placementsOf(campaign.platform);
    const assignments = creatives.map((creative) => {
      const placement = placements.find((candidate) => fits(creative.size, candidate));
      return {
        creative: creative.name,
        size: creative.size,
        placement: placement ? `${targets.join(', ')} – ${placement.placement}` : '-',
        status: placement
          ? 'Assigned'
          : `Not assigned: no ${labelOf(campaign.platform)} placement takes ${creative.size}`,
      };
    });
    const assigned = assignments.filter((row) => row.status === 'Assigned').length;
    const json: CreativeWorkResultJson = {
      summary: `${assigned} of ${creatives.length} creatives assigned to ${campaignTitle(campaign)}${assigned < creatives.length ? '; the others have no placement of their size there' : ''}.`,
      platform: campaign.platform,
      campaign,
      metrics: [
        { name: 'Assigned', value: String(assigned) },
        { name: 'Not assigned', value: String(creatives.length - assigned) },
        { name: 'Ad sets or line items', value: String(targets.length) },
      ],
      assignments,
    };
    return { status: 'completed', content: resultPhrases(context).creativesAssigned, jsonResponse: json };
  });
}

/** upload_creatives_{platform}: the chat's (or the attached) creatives uploaded to the campaign's platform for review. */
export function uploadCreatives(context: BuildContext): AssistantResult {
  return onCampaignInChat(context, 'upload creatives to', (campaign) => {
    const creatives = creativesInChat(context, campaign);
    if (creatives.length === 0) return { status: 'completed', content: resultPhrases(context).noCreatives };
    const { random } = context;
    const uploads = creatives.map((creative) => ({
      creative: creative.name,
      file_name: creative.fileName,
      platform_creative_id: random.digits(12),
      review_status: `In ${labelOf(campaign.platform)} review`,
    }));
    const json: CreativeWorkResultJson = {
      summary: `${uploads.length} creative${uploads.length === 1 ? '' : 's'} uploaded to ${campaignTitle(campaign)}; ${labelOf(campaign.platform)} reviews them before they serve (usually within a day).`,
      platform: campaign.platform,
      campaign: {
        ...campaign,
        creatives: creatives.map((creative) => ({ name: creative.name, size: creative.size, format: '' })),
      },
      metrics: [
        { name: 'Uploaded', value: String(uploads.length) },
        { name: 'In review', value: String(uploads.length) },
      ],
      uploads,
    };
    return { status: 'completed', content: resultPhrases(context).creativesUploaded, jsonResponse: json };
  });
}

/** Attached creatives first, then the chat's processed ones, then those the campaign was created with. */
function creativesInChat(context: BuildContext, campaign: CampaignFacts): Creative[] {
  const attached = filesOfKind(context.request.attachments, 'creative').length > 0;
  const processed = attached
    ? (processCreatives(context).jsonResponse as CreativeResultJson)
    : (findPrior(context.request, ['creative-processor', 'creative-augmentor'])?.jsonResponse as
        | CreativeResultJson
        | undefined);
  const fromResult = (processed?.creatives ?? []).map((creative) => ({
    name: creative.creative_name,
    size: creative.dimensions,
    fileName: creative.file_name,
  }));
  if (fromResult.length > 0) return fromResult;
  return (campaign.creatives ?? []).map((creative) => ({ ...creative, fileName: creative.name }));
}
