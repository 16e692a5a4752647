import type { Campaign, CampaignMessage } from '../../domain/campaign';
import { BackendError } from '../../domain/errors';
import type { ActingContext } from '../../ports/acting-context';
import type { CampaignPort } from '../../ports/CampaignPort';
import { attempt, failed, type Outcome } from '../outcome';

/** The message of a 'refused' failure when the user is not signed in (401) rather than not allowed (403). */
export const SIGNED_OUT = 'signed-out';

/**
 * The detail page's campaign (spec 2 §2.6): 404 is 'not-found'; 401 and 403 are 'refused', told
 * apart by the message SIGNED_OUT because the page words them differently (spec 2 §8).
 */
export class LoadCampaign {
  constructor(private readonly campaigns: CampaignPort) {}

  async execute(request: { ctx: ActingContext; campaignId: string }): Promise<Outcome<Campaign>> {
    const loaded = await attempt(() => this.campaigns.fetchCampaign(request.ctx, request.campaignId));
    if (!loaded.ok && loaded.cause instanceof BackendError && loaded.cause.status === 401)
      return failed('refused', SIGNED_OUT, loaded.cause);
    return loaded;
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
