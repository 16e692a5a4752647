import type { Campaign } from '../../domain/campaign';
import type { ActingContext } from '../../ports/acting-context';
import type { CampaignPort } from '../../ports/CampaignPort';
import type { OrchestrationPort } from '../../ports/OrchestrationPort';
import { attempt, type Outcome } from '../outcome';

/** Stop on the detail page (spec 2 §4.3): posts stop, then records the campaign as stopped. */
export class StopCampaignOrchestration {
  constructor(
    private readonly orchestration: OrchestrationPort,
    private readonly campaigns: CampaignPort,
  ) {}

  async execute(request: { ctx: ActingContext; campaign: Campaign; messageId: string }): Promise<Outcome> {
    const stopped = await attempt(() => this.orchestration.stop(request.messageId));
    if (!stopped.ok) return stopped;
    const { campaign } = request;
    return attempt(() =>
      this.campaigns.updateCampaign(request.ctx, campaign.id, {
        name: campaign.name,
        description: campaign.description ?? '',
        status: 'stopped',
      }),
    );
  }
}

export const StopCampaignOrchestrationToken = Symbol.for('StopCampaignOrchestration');
