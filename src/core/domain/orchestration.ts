export type WorkflowType = 'fast-track' | 'fast-track-shell' | 'salesforce-orchestration';

/** Orchestration status as the chat polls it (spec 1 §3, spec 2 §3). */
export interface OrchestrationStatus {
  status: string;
  currentStep?: string;
  progressPercentage?: number;
  campaignStatus?: string;
  creativeStatus?: string;
  launcherStatus?: string;
  apiStatus?: string;
  errorMessage?: string;
  updatedAt?: string;
  apiResult?: unknown;
}

/** Orchestration status as the campaign page polls it (spec 2 §3). */
export interface CampaignOrchestrationStatus {
  status: string;
  currentStep?: string;
  progressPercentage?: number;
  stepProgress?: Partial<
    Record<'campaign' | 'launcher' | 'creative' | 'api' | 'uploadCreatives', { status: string }>
  >;
  apiResult?: ApiResult;
}

export interface ApiResult {
  success?: boolean;
  details?: unknown;
  campaigns?: { campaign_id?: string; campaign_url?: string; name?: string; campaign_urls?: string[] }[];
  [platformUrl: string]: unknown;
}

/** One row of the status page's orchestration table (spec 2 §3). */
export interface OrchestrationSummaryRow {
  messageId: string;
  workflowType: string;
  isShellWorkflow: boolean;
  platform: string;
  status: string;
  recoveryState?: string;
  progressPercentage: number;
  processingSteps: string[];
  hasParallelProcessing: boolean;
  durationMinutes: number;
  restartCount: number;
  createdAt: string;
  updatedAt: string;
  isStuck: boolean;
}

export interface OrchestrationOverview {
  orchestrations: OrchestrationSummaryRow[];
  /** How many runs the time range holds (the list stops at the limit); absent from some backends. */
  total?: number;
  summary: {
    activeStats: { activeCount: number; suspendedCount: number }[];
    byTypeAndStatus: { status: string; count: number }[];
  };
}

/** Session statistics of the status page (spec 2 §3). */
export interface SessionStats {
  totalChats: number;
  totalMessages: number;
  filesUploaded: number;
  messagesPerAction: { action: string; count: number }[];
  recentActivity: { timestamp: string; chatSummary: string; userName?: string; action: string }[];
}

/** The analysis of uploaded files that recommends a workflow (spec 2 §3). */
export interface FileAnalysis {
  recommendedType: WorkflowType;
  confidence: number;
  reasoning: string;
  multiPlatform?: { isMultiPlatform: boolean; platforms: string[]; platformCount: number };
}

export interface StartedOrchestration {
  chatId: string;
  messageId: string;
}
