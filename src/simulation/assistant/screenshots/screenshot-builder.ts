import type { AssistantResult } from '../shared/assistant-contract';
import type { BuildContext } from '../shared/build-context';
import { findPrior } from '../shared/build-context';
import { type CampaignFacts, campaignTitle, onCampaignInChat } from '../shared/campaign-in-chat';
import type { Screenshot, ScreenshotResultJson } from '../shared/campaign-work-shapes';
import { labelOf } from '../shared/platform-catalog';
import { resultPhrases } from '../shared/result-phrases/result-phrases';
import type { CreativeResultJson } from '../shared/result-shapes';
import { adMockupSvg } from './ad-mockup-svg';
import { fits, placementsOf } from './placements';

export const SVG_TYPE = 'image/svg+xml';

/**
 * screenshot-builder: one image of the campaign's ad in each placement its platform shows it in,
 * drawn with the campaign's own name, advertiser and (when the chat processed them) creatives.
 */
export function buildScreenshots(context: BuildContext): AssistantResult {
  return onCampaignInChat(context, 'take screenshots of', (campaign) => {
    const creatives = creativesOf(context, campaign);
    const stem = fileStem(campaign);
    const screenshots: Screenshot[] = placementsOf(campaign.platform).map((placement) => {
      const creative = creatives.find((candidate) => fits(candidate.size, placement));
      return {
        ...placement,
        file_name: `${stem} - ${placement.placement.replace(/[^\w (),.+-]+/g, '')}.svg`,
        headline: campaign.campaign_name || 'Your campaign',
        advertiser: campaign.advertiser || labelOf(campaign.platform),
        creative: creative
          ? `${creative.name} (${creative.size})`
          : 'Campaign name and colours (no creative in this chat)',
      };
    });
    const json: ScreenshotResultJson = {
      summary: `${screenshots.length} screenshot${screenshots.length === 1 ? '' : 's'} of ${campaignTitle(campaign)} as the ads are placed: ${screenshots.map((shot) => shot.placement).join(', ')}. Open them below or from the briefcase.`,
      platform: campaign.platform,
      campaign,
      screenshots,
      generated_at: context.now.toISOString(),
    };
    return {
      status: 'completed',
      content: resultPhrases(context).screenshotsTaken,
      jsonResponse: json,
      generatedFiles: screenshots.map((shot) => ({ name: shot.file_name, type: SVG_TYPE })),
    };
  });
}

/** The image of one screenshot of a result, or undefined when the result holds no such entry. */
export function screenshotSvg(json: unknown, index: number): string | undefined {
  const shots = (json as Partial<ScreenshotResultJson> | undefined)?.screenshots;
  const shot = Array.isArray(shots) ? shots[index] : undefined;
  return shot ? adMockupSvg(shot) : undefined;
}

function creativesOf(context: BuildContext, campaign: CampaignFacts) {
  const processed = findPrior(context.request, ['creative-processor', 'creative-augmentor'])?.jsonResponse as
    | CreativeResultJson
    | undefined;
  const fromChat = (processed?.creatives ?? []).map((creative) => ({
    name: creative.creative_name,
    size: creative.dimensions,
  }));
  return fromChat.length > 0 ? fromChat : (campaign.creatives ?? []);
}

function fileStem(campaign: CampaignFacts): string {
  const name = (campaign.campaign_name || campaign.campaign_id).replace(/[^\w ()+-]+/g, '').trim();
  return `${name} - ${labelOf(campaign.platform)}`.slice(0, 120);
}
