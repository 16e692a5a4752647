export type WorkflowType = 'fast-track' | 'fast-track-shell' | 'salesforce-orchestration';

/** Orchestration status as the chat polls it (spec 1 §3, spec 2 §3). */
export interface OrchestrationStatus {
  status: string;
  current_step?: string;
  progress_percentage?: number;
  campaign_status?: string;
  creative_status?: string;
  launcher_status?: string;
  api_status?: string;
  error_message?: string;
  updated_at?: string;
  api_result?: unknown;
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
  message_id: string;
  workflow_type: string;
  is_shell_workflow: boolean;
  platform: string;
  status: string;
  recovery_state?: string;
  progress_percentage: number;
  processing_steps: string[];
  has_parallel_processing: boolean;
  duration_minutes: number;
  restart_count: number;
  created_at: string;
  updated_at: string;
  is_stuck: boolean;
}

export interface OrchestrationOverview {
  orchestrations: OrchestrationSummaryRow[];
  /** How many runs the time range holds (the list stops at the limit); absent from some backends. */
  total?: number;
  summary: {
    active_stats: { active_count: number; suspended_count: number }[];
    by_type_and_status: { status: string; count: number }[];
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
