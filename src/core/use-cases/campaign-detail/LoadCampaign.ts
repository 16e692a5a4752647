import type { Campaign, CampaignMessage } from '../../domain/campaign';
import type { ActingContext } from '../../ports/acting-context';
import type { CampaignPort } from '../../ports/CampaignPort';
import { attempt, type Outcome } from '../outcome';

/** The detail page's campaign (spec 2 §2.6): 404, 403 and 401 come back as typed failures. */
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
