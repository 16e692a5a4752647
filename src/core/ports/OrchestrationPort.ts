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
 * Orchestrations as the screens need them (how each reaches the backend: docs/openapi.json):
 * watching and stopping a chat's fast-track or Salesforce run, the status page's statistics and
 * run list, and the campaign page's orchestration. Every method rejects with a BackendError; a run
 * not stored yet rejects as 'not-found', which watchers tolerate.
 */
export interface OrchestrationPort {
  /** Where a chat's run stands now: its steps, percentage and, once the API step ran, its result. */
  fetchChatOrchestrationStatus(
    ctx: ActingContext,
    kind: ChatOrchestrationKind,
    chatId: string,
    messageId: string,
  ): Promise<OrchestrationStatus>;
  /** Stops a chat's run: every processing step halts; rejected once it has finished. */
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
  /** Starts a campaign's orchestration; answers the run's chat and message ids. */
  start(ctx: ActingContext, request: StartOrchestrationRequest): Promise<StartedOrchestration>;
  /** Where a campaign's run (reporting through `messageId`) stands now. */
  fetchStatus(messageId: string): Promise<CampaignOrchestrationStatus>;
  /** Stops a campaign's run. */
  stop(messageId: string): Promise<void>;
  /** Where a campaign message (a creatives assignment) stands now. */
  fetchMessageStatus(messageId: string): Promise<MessageStatusAnswer>;
  /** Recommends a workflow for uploaded files. */
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
