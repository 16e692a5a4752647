import { BackendError } from '../domain/errors';
import type { MessageStatusAnswer } from '../domain/message';
import type {
  CampaignOrchestrationStatus,
  FileAnalysis,
  OrchestrationOverview,
  OrchestrationStatus,
  SessionStats,
  StartedOrchestration,
} from '../domain/orchestration';
import type { ActingContext } from '../ports/acting-context';
import type { ChatOrchestrationKind, OrchestrationPort } from '../ports/OrchestrationPort';

const copy = <T>(value: T): T => structuredClone(value);

/** A status answer the test releases when it wants: lets a test hold a read in flight. */
export interface HeldAnswer {
  release(answer: OrchestrationStatus | Error): void;
}

/**
 * An OrchestrationPort whose answers the test sets: status answers per message in order (the
 * last one repeats), or held until released; every call is recorded.
 */
export class FakeOrchestrationPort implements OrchestrationPort {
  readonly statusReads: { kind: ChatOrchestrationKind; messageId: string }[] = [];
  readonly stops: { kind: ChatOrchestrationKind; messageId: string }[] = [];
  statusAnswers = new Map<string, (OrchestrationStatus | Error)[]>();
  holdReads = false;
  readonly held: HeldAnswer[] = [];
  stopFails = false;
  stats: SessionStats | Error = {
    totalChats: 0,
    totalMessages: 0,
    filesUploaded: 0,
    messagesPerAction: [],
    recentActivity: [],
  };
  overview: OrchestrationOverview | Error = {
    orchestrations: [],
    summary: { active_stats: [], by_type_and_status: [] },
  };
  overviewQueries: { limit: number; timeRange: string }[] = [];

  async fetchChatOrchestrationStatus(
    _ctx: ActingContext,
    kind: ChatOrchestrationKind,
    _chatId: string,
    messageId: string,
  ): Promise<OrchestrationStatus> {
    this.statusReads.push({ kind, messageId });
    if (this.holdReads) {
      const answer = await new Promise<OrchestrationStatus | Error>((resolve) =>
        this.held.push({ release: resolve }),
      );
      if (answer instanceof Error) throw answer;
      return copy(answer);
    }
    const queue = this.statusAnswers.get(messageId) ?? [];
    const answer = queue.length > 1 ? queue.shift() : queue[0];
    if (!answer) throw new BackendError('ERR_BAD_REQUEST', 'Not found', 404);
    if (answer instanceof Error) throw answer;
    return copy(answer);
  }

  async stopChatOrchestration(
    _ctx: ActingContext,
    kind: ChatOrchestrationKind,
    _chatId: string,
    messageId: string,
  ): Promise<void> {
    this.stops.push({ kind, messageId });
    if (this.stopFails) throw new BackendError('ERR_BAD_RESPONSE', 'stop failed', 500);
  }

  async fetchStats(): Promise<SessionStats> {
    if (this.stats instanceof Error) throw this.stats;
    return copy(this.stats);
  }

  async fetchOverview(_ctx: ActingContext, query: { limit: number; timeRange: string }) {
    this.overviewQueries.push(query);
    if (this.overview instanceof Error) throw this.overview;
    return copy(this.overview);
  }

  start(): Promise<StartedOrchestration> {
    return Promise.reject(new Error('not faked'));
  }
  fetchStatus(): Promise<CampaignOrchestrationStatus> {
    return Promise.reject(new Error('not faked'));
  }
  stop(): Promise<void> {
    return Promise.reject(new Error('not faked'));
  }
  fetchMessageStatus(): Promise<MessageStatusAnswer> {
    return Promise.reject(new Error('not faked'));
  }
  analyzeFiles(): Promise<FileAnalysis> {
    return Promise.reject(new Error('not faked'));
  }
}
