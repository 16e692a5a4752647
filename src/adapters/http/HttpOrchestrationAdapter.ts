import { ORCHESTRATION } from '../../contract/endpoints/orchestration';
import type { MessageStatusAnswer, UploadedFile } from '../../core/domain/message';
import type {
  CampaignOrchestrationStatus,
  FileAnalysis,
  OrchestrationOverview,
  OrchestrationStatus,
  SessionStats,
  StartedOrchestration,
} from '../../core/domain/orchestration';
import type { ActingContext } from '../../core/ports/acting-context';
import type {
  ChatOrchestrationKind,
  OrchestrationPort,
  StartOrchestrationRequest,
} from '../../core/ports/OrchestrationPort';
import { actingFields } from './acting-fields';
import type { HttpClient } from './HttpClient';
import { ignoredAnswer } from './schemas/lenient';
import { messageStatusAnswer } from './schemas/message';
import { fileAnalysisAnswer, startedOrchestrationAnswer } from './schemas/orchestration-start';
import { campaignOrchestrationStatusAnswer, chatOrchestrationStatusAnswer } from './schemas/run-status';
import { orchestrationOverviewAnswer, sessionStatsAnswer } from './schemas/status-page';

/** The status and stop calls of each kind of run in the chat. */
const CHAT_RUN = {
  'fast-track': { status: ORCHESTRATION.fastTrackStatus, stop: ORCHESTRATION.stopFastTrack },
  'salesforce-orchestration': { status: ORCHESTRATION.salesforceStatus, stop: ORCHESTRATION.stopSalesforce },
} satisfies Record<ChatOrchestrationKind, unknown>;

/** The file fields the orchestration calls send (spec 2 §7): no addresses, only what identifies a file. */
function fileReference(file: UploadedFile) {
  return { gcsPath: file.gcsPath, originalName: file.originalName, size: file.size, type: file.type };
}

/** OrchestrationPort over the chat-side, status-page and campaign-page routes of spec 1 §7 and spec 2 §7. */
export class HttpOrchestrationAdapter implements OrchestrationPort {
  constructor(private readonly http: HttpClient) {}

  fetchChatOrchestrationStatus(
    ctx: ActingContext,
    kind: ChatOrchestrationKind,
    chatId: string,
    messageId: string,
  ): Promise<OrchestrationStatus> {
    return this.http.send(CHAT_RUN[kind].status, {
      params: { chatId, messageId },
      query: actingFields(ctx),
      schema: chatOrchestrationStatusAnswer,
    });
  }

  async stopChatOrchestration(
    ctx: ActingContext,
    kind: ChatOrchestrationKind,
    chatId: string,
    messageId: string,
  ): Promise<void> {
    await this.http.send(CHAT_RUN[kind].stop, {
      params: { chatId, messageId },
      body: actingFields(ctx),
      schema: ignoredAnswer,
    });
  }

  fetchStats(ctx: ActingContext): Promise<SessionStats> {
    return this.http.send(ORCHESTRATION.stats, { query: actingFields(ctx), schema: sessionStatsAnswer });
  }

  fetchOverview(
    ctx: ActingContext,
    query: { limit: number; timeRange: string },
  ): Promise<OrchestrationOverview> {
    return this.http.send(ORCHESTRATION.overview, {
      query: { ...actingFields(ctx), limit: query.limit, time_range: query.timeRange },
      schema: orchestrationOverviewAnswer,
    });
  }

  start(ctx: ActingContext, request: StartOrchestrationRequest): Promise<StartedOrchestration> {
    return this.http.send(ORCHESTRATION.start, {
      query: actingFields(ctx),
      body: {
        type: 'auto',
        platform: request.platform,
        campaignId: request.campaignId,
        files: request.files.map(fileReference),
        message: request.message,
        metadata: request.metadata,
        chatId: request.chatId,
        advertiserId: request.advertiserId,
        profileId: request.profileId,
      },
      schema: startedOrchestrationAnswer,
    });
  }

  fetchStatus(messageId: string): Promise<CampaignOrchestrationStatus> {
    return this.http.send(ORCHESTRATION.runStatus, {
      params: { messageId },
      schema: campaignOrchestrationStatusAnswer,
    });
  }

  async stop(messageId: string): Promise<void> {
    await this.http.send(ORCHESTRATION.stopRun, {
      params: { messageId },
      body: {},
      schema: ignoredAnswer,
    });
  }

  fetchMessageStatus(messageId: string): Promise<MessageStatusAnswer> {
    return this.http.send(ORCHESTRATION.messageStatus, {
      params: { messageId },
      schema: messageStatusAnswer,
    });
  }

  analyzeFiles(
    ctx: ActingContext,
    request: {
      files: UploadedFile[];
      platform: string;
      context: { campaignName: string; advertiserId?: string };
    },
  ): Promise<FileAnalysis> {
    return this.http.send(ORCHESTRATION.analyzeFiles, {
      body: {
        files: request.files.map(fileReference),
        platform: request.platform,
        context: request.context,
        ...actingFields(ctx),
      },
      schema: fileAnalysisAnswer,
    });
  }
}
