import { isRunAction, workflowOfMessage } from '../../core/domain/chat/workflow-type';
import type { OrchestrationStatus } from '../../core/domain/orchestration';
import type { ActingContext } from '../../core/ports/acting-context';
import type { RememberCollapsedResults } from '../../core/use-cases/chat/RememberCollapsedResults';
import { type RunProgressFlows, RunProgressViewModel } from './RunProgressViewModel';

/** What the registry needs to know of a chat message to show its run. */
export interface RunMessage {
  messageId: string;
  action?: string;
  subAction?: string;
  fastTrackStatus?: OrchestrationStatus;
  salesforceOrchestrationStatus?: OrchestrationStatus;
  jsonResponse?: unknown;
}

const COLLAPSE_PREFIX = 'orchestration:';

/**
 * The runs of one open chat: one RunProgressViewModel per fast-track or Salesforce message,
 * created when the message first shows and kept while the chat is open, so a re-render never
 * starts a second watch. `dispose` (leaving the chat) stops every watch.
 */
export class RunProgressRegistry {
  private readonly runs = new Map<string, RunProgressViewModel>();

  constructor(
    readonly chatId: string,
    private readonly ctx: ActingContext | null,
    private readonly flows: RunProgressFlows,
    private readonly collapsed: Pick<RememberCollapsedResults, 'recall' | 'remember'>,
  ) {}

  /** The run of a message (null for any other message); created on first call. */
  progressFor(message: RunMessage): RunProgressViewModel | null {
    if (!isRunAction(message.action) || !this.ctx) return null;
    const known = this.runs.get(message.messageId);
    if (known) return known;
    const workflow = workflowOfMessage(message);
    const kind = workflow === 'salesforce-orchestration' ? 'salesforce-orchestration' : 'fast-track';
    const key = `${COLLAPSE_PREFIX}${message.messageId}`;
    const progress = new RunProgressViewModel(
      { ctx: this.ctx, kind, chatId: this.chatId, messageId: message.messageId },
      workflow,
      workflow === 'salesforce-orchestration' ? 'salesforce' : message.subAction,
      this.flows,
      {
        initial: this.collapsed.recall(this.chatId)[key] === true,
        save: (collapsed) =>
          this.collapsed.remember(this.chatId, { ...this.collapsed.recall(this.chatId), [key]: collapsed }),
      },
      message.fastTrackStatus ?? message.salesforceOrchestrationStatus,
    );
    this.runs.set(message.messageId, progress);
    return progress;
  }

  get watchedCount(): number {
    return this.runs.size;
  }

  dispose(): void {
    for (const run of this.runs.values()) run.detached();
    this.runs.clear();
  }
}
