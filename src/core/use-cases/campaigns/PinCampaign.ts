import type { ActingContext } from '../../ports/acting-context';
import type { CampaignPort } from '../../ports/CampaignPort';
import { attempt, type Outcome } from '../outcome';

/** Pin or Unpin of a campaign's menu (spec 2 §2.5); pinned campaigns always sort first. */
export class PinCampaign {
  constructor(private readonly campaigns: CampaignPort) {}

  execute(request: { ctx: ActingContext; campaignId: string; pinned: boolean }): Promise<Outcome> {
    return attempt(() => this.campaigns.setCampaignPinned(request.ctx, request.campaignId, request.pinned));
  }
}

export const PinCampaignToken = Symbol.for('PinCampaign');
