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
 * Orchestrations as the screens need them (routes in docs/openapi.json): watching and
 * stopping a chat's fast-track or Salesforce run, the status page's statistics and run list, and
 * the campaign page's orchestration. Every method rejects with BackendError; a run not stored yet
 * answers status 404, which watchers ignore.
 */
export interface OrchestrationPort {
  /** Where a chat's run stands now: its steps, percentage and, once the API step ran, its result. */
  fetchChatOrchestrationStatus(
    ctx: ActingContext,
    kind: ChatOrchestrationKind,
    chatId: string,
    messageId: string,
  ): Promise<OrchestrationStatus>;
  /** Stops a chat's run: every processing step halts; refused (409) once it has finished. */
  stopChatOrchestration(
    ctx: ActingContext,
    kind: ChatOrchestrationKind,
    chatId: string,
    messageId: string,
  ): Promise<void>;
  /** The acting user's session statistics in the acting account. */
  fetchStats(ctx: ActingContext): Promise<SessionStats>;
  /** The acting account's recent runs (at most `limit`, within `timeRange` such as '24h') and their summary. */
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
