import type { Campaign } from '../../domain/campaign';
import type { ActingContext } from '../../ports/acting-context';
import type { CampaignPort } from '../../ports/CampaignPort';
import { attempt, type Outcome } from '../outcome';

/** Records a campaign's status as the page learnt it (failed after an API failure, spec 2 §4.3). */
export class SetCampaignStatus {
  constructor(private readonly campaigns: CampaignPort) {}

  execute(request: { ctx: ActingContext; campaign: Campaign; status: string }): Promise<Outcome> {
    const { campaign } = request;
    return attempt(() =>
      this.campaigns.updateCampaign(request.ctx, campaign.id, {
        name: campaign.name,
        description: campaign.description ?? '',
        status: request.status,
        ...(campaign.advertiserId ? { advertiserId: campaign.advertiserId } : {}),
      }),
    );
  }
}

export const SetCampaignStatusToken = Symbol.for('SetCampaignStatus');
