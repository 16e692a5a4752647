import type { MessageStatusAnswer } from '../../domain/message';
import type { CampaignOrchestrationStatus } from '../../domain/orchestration';
import type { OrchestrationPort } from '../../ports/OrchestrationPort';
import { attempt, type Outcome } from '../outcome';

/** One poll of the campaign's run (every 3 s on the detail page, spec 2 §9). */
export class ReadCampaignRun {
  constructor(private readonly orchestration: OrchestrationPort) {}

  execute(request: { messageId: string }): Promise<Outcome<CampaignOrchestrationStatus>> {
    return attempt(() => this.orchestration.fetchStatus(request.messageId));
  }
}

export const ReadCampaignRunToken = Symbol.for('ReadCampaignRun');

/** One poll of a message's status (every 5 s, spec 2 §9): the creatives assignment. */
export class ReadMessageStatus {
  constructor(private readonly orchestration: OrchestrationPort) {}

  execute(request: { messageId: string }): Promise<Outcome<MessageStatusAnswer>> {
    return attempt(() => this.orchestration.fetchMessageStatus(request.messageId));
  }
}

export const ReadMessageStatusToken = Symbol.for('ReadMessageStatus');
