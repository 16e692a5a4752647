import type { MessageStatusAnswer, UploadedFile } from '../domain/message';
import type {
  CampaignOrchestrationStatus,
  FileAnalysis,
  OrchestrationOverview,
  OrchestrationStatus,
  SessionStats,
  StartedOrchestration,
} from '../domain/orchestration';
import type { ActingContext } from './acting-context';

export type ChatOrchestrationKind = 'fast-track' | 'salesforce-orchestration';

export interface StartOrchestrationRequest {
  platform: string;
  campaignId: string;
  files: UploadedFile[];
  message: string;
  metadata: { campaignName: string; folderName?: string };
  chatId?: string;
  advertiserId?: string;
  profileId?: string;
}

/**
 * Orchestration calls of spec 1 §7 and spec 2 §7: chat-side progress and stop, the status page,
 * and the campaign page's orchestration. Rejects with BackendError (404 carries status 404).
 */
export interface OrchestrationPort {
  /** GET /api/chat/{chatId}/{messageId}/fast-track-status or …/salesforce-orchestration-status. */
  fetchChatOrchestrationStatus(
    ctx: ActingContext,
    kind: ChatOrchestrationKind,
    chatId: string,
    messageId: string,
  ): Promise<OrchestrationStatus>;
  /** POST /api/chat/{chatId}/{messageId}/stop-fast-track or …/stop-salesforce-orchestration. */
  stopChatOrchestration(
    ctx: ActingContext,
    kind: ChatOrchestrationKind,
    chatId: string,
    messageId: string,
  ): Promise<void>;
  /** GET /api/stats: session statistics. */
  fetchStats(ctx: ActingContext): Promise<SessionStats>;
  /** GET /api/orchestration/status: recent orchestrations and their summary. */
  fetchOverview(
    ctx: ActingContext,
    query: { limit: number; timeRange: string },
  ): Promise<OrchestrationOverview>;
  /** POST /api/v2/orchestration: start an orchestration for a campaign. */
  start(ctx: ActingContext, request: StartOrchestrationRequest): Promise<StartedOrchestration>;
  /** GET /api/v2/orchestration/{messageId}/status. */
  fetchStatus(messageId: string): Promise<CampaignOrchestrationStatus>;
  /** POST /api/v2/orchestration/{messageId}/stop. */
  stop(messageId: string): Promise<void>;
  /** GET /api/v2/message/{messageId}/status. */
  fetchMessageStatus(messageId: string): Promise<MessageStatusAnswer>;
  /** POST /api/v2/orchestration/analyze-files: recommend a workflow for uploaded files. */
  analyzeFiles(
    ctx: ActingContext,
    request: {
      files: UploadedFile[];
      platform: string;
      context: { campaignName: string; advertiserId?: string };
    },
  ): Promise<FileAnalysis>;
}

export const OrchestrationPort = Symbol.for('OrchestrationPort');
