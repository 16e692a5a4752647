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
import type {
  ChatOrchestrationKind,
  OrchestrationPort,
  StartOrchestrationRequest,
} from '../ports/OrchestrationPort';

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
    summary: { activeStats: [], byTypeAndStatus: [] },
  };
  overviewQueries: { limit: number; timeRange: string }[] = [];
  /** The campaign page's run reads, per message in order (the last one repeats). */
  runAnswers = new Map<string, (CampaignOrchestrationStatus | Error)[]>();
  readonly runReads: string[] = [];
  /** The campaign page's message status reads (creatives assignments), likewise. */
  messageAnswers = new Map<string, (MessageStatusAnswer | Error)[]>();
  readonly messageReads: string[] = [];
  readonly campaignStops: string[] = [];
  readonly starts: StartOrchestrationRequest[] = [];
  startAnswer: StartedOrchestration | Error = { chatId: 'run-chat-1', messageId: 'run-1' };

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
    return nextOf(this.statusAnswers.get(messageId));
  }

  async stopChatOrchestration(
    _ctx: ActingContext,
    kind: ChatOrchestrationKind,
    _chatId: string,
    messageId: string,
  ): Promise<void> {
    this.stops.push({ kind, messageId });
    if (this.stopFails) throw new BackendError('unavailable', 'stop failed');
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

  async start(_ctx: ActingContext, request: StartOrchestrationRequest): Promise<StartedOrchestration> {
    this.starts.push(copy(request));
    if (this.startAnswer instanceof Error) throw this.startAnswer;
    return copy(this.startAnswer);
  }

  async fetchStatus(messageId: string): Promise<CampaignOrchestrationStatus> {
    this.runReads.push(messageId);
    return nextOf(this.runAnswers.get(messageId));
  }

  async stop(messageId: string): Promise<void> {
    this.campaignStops.push(messageId);
    if (this.stopFails) throw new BackendError('unavailable', 'stop failed');
  }

  async fetchMessageStatus(messageId: string): Promise<MessageStatusAnswer> {
    this.messageReads.push(messageId);
    return nextOf(this.messageAnswers.get(messageId));
  }
  analyzeFiles(): Promise<FileAnalysis> {
    return Promise.reject(new Error('not faked'));
  }
}

/** The next scripted answer: in order, the last one repeating; none is a run not stored yet. */
function nextOf<T>(queue: (T | Error)[] | undefined): T {
  const answer = queue && queue.length > 1 ? queue.shift() : queue?.[0];
  if (answer === undefined) throw new BackendError('not-found', 'Not found');
  if (answer instanceof Error) throw answer;
  return copy(answer);
}
