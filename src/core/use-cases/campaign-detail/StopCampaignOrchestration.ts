import type { Campaign } from '../../domain/campaign';
import type { ActingContext } from '../../ports/acting-context';
import type { OrchestrationPort } from '../../ports/OrchestrationPort';
import { attempt, type Outcome } from '../outcome';
import type { SetCampaignStatus } from './SetCampaignStatus';

/** Stop on the detail page (spec 2 §4.3): posts stop, then records the campaign as stopped. */
export class StopCampaignOrchestration {
  constructor(
    private readonly orchestration: OrchestrationPort,
    private readonly setStatus: Pick<SetCampaignStatus, 'execute'>,
  ) {}

  async execute(request: { ctx: ActingContext; campaign: Campaign; messageId: string }): Promise<Outcome> {
    const stopped = await attempt(() => this.orchestration.stop(request.messageId));
    if (!stopped.ok) return stopped;
    return this.setStatus.execute({ ctx: request.ctx, campaign: request.campaign, status: 'stopped' });
  }
}

export const StopCampaignOrchestrationToken = Symbol.for('StopCampaignOrchestration');
