import type { ActingContext } from '../../ports/acting-context';
import type { CampaignPort } from '../../ports/CampaignPort';
import { attempt, type Outcome } from '../outcome';

/** Delete of a campaign's menu, after 'Are you sure you want to delete "{name}"?' (spec 2 §2.5). */
export class DeleteCampaign {
  constructor(private readonly campaigns: CampaignPort) {}

  execute(request: { ctx: ActingContext; campaignId: string }): Promise<Outcome> {
    return attempt(() => this.campaigns.deleteCampaign(request.ctx, request.campaignId));
  }
}

export const DeleteCampaignToken = Symbol.for('DeleteCampaign');
