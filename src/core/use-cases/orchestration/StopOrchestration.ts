import type { OrchestrationPort } from '../../ports/OrchestrationPort';
import { attempt, type Outcome } from '../outcome';
import type { OrchestrationTarget } from './target';

/**
 * The stop button (spec 2 §2.1): asks the backend to stop the run. The view model keeps showing
 * the run as it was until the next status read says `stopped`; on a failure it shows the §8 alert.
 */
export class StopOrchestration {
  constructor(private readonly orchestration: OrchestrationPort) {}

  execute(target: OrchestrationTarget): Promise<Outcome> {
    return attempt(() =>
      this.orchestration.stopChatOrchestration(target.ctx, target.kind, target.chatId, target.messageId),
    );
  }
}

export const StopOrchestrationToken = Symbol.for('StopOrchestration');
