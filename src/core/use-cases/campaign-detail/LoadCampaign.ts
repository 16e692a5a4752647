import type { Campaign, CampaignMessage } from '../../domain/campaign';
import type { ActingContext } from '../../ports/acting-context';
import type { CampaignPort } from '../../ports/CampaignPort';
import { attempt, type Outcome } from '../outcome';

/**
 * The detail page's campaign (spec 2 §2.6): a campaign gone is 'not-found', a user the backend no
 * longer knows 'signed-out' and one who may not see it 'refused'; the page words each its own way
 * (spec 2 §8).
 */
export class LoadCampaign {
  constructor(private readonly campaigns: CampaignPort) {}

  execute(request: { ctx: ActingContext; campaignId: string }): Promise<Outcome<Campaign>> {
    return attempt(() => this.campaigns.fetchCampaign(request.ctx, request.campaignId));
  }
}

export const LoadCampaignToken = Symbol.for('LoadCampaign');

/** The activity timeline of a campaign (spec 2 §2.6). */
export class LoadCampaignActivity {
  constructor(private readonly campaigns: CampaignPort) {}

  execute(request: { ctx: ActingContext; campaignId: string }): Promise<Outcome<CampaignMessage[]>> {
    return attempt(() => this.campaigns.fetchCampaignMessages(request.ctx, request.campaignId));
  }
}

export const LoadCampaignActivityToken = Symbol.for('LoadCampaignActivity');
