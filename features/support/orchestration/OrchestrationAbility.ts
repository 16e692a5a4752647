/** A run as the chat shows it. */
export interface RunSeen {
  /** The status page shows its first 8 characters. */
  messageId: string;
  percent: number;
  /** 'Process insertion order: completed', … in order. */
  steps: string[];
  stopOffered: boolean;
  outcome: string | null;
  alert: string | null;
  links: { label: string; href: string }[];
  chartHeight: number;
  collapsed: boolean;
  /** The workflow step ids (spec 1 §3) whose icons show: the run's own, then each step's. */
  icons: string[];
}

/** Step states a scenario makes the backend report for every run (to check the span rule). */
export interface ReportedRun {
  status: string;
  current_step?: string;
  campaign_status?: string;
  creative_status?: string;
  launcher_status?: string;
  api_status?: string;
  error_message?: string;
}

/** A row of the status page's orchestration table. */
export interface OrchestrationRowSeen {
  messageId: string;
  type: string;
  platform: string;
  status: string;
  progress: string;
  restarts: string;
  stuck: boolean;
  parallel: boolean;
}

/**
 * What a scenario can do with and see of orchestrations, in the product's words: runs in the open
 * chat, and the status page. One implementation drives the view models, one the page in Chromium.
 */
export interface OrchestrationAbility {
  /** The runs of the open chat's fast-track and Salesforce messages, top to bottom. */
  runs(): Promise<RunSeen[]>;
  stopRun(index: number): Promise<void>;
  toggleRunSteps(index: number): Promise<void>;
  /** From now on the backend answers every run's status with this (and stops fail when `stopFails`). */
  backendReports(run: ReportedRun | null, options?: { stopFails?: boolean }): Promise<void>;
  openStatusPage(): Promise<void>;
  /** The status page's visible texts: titles, card labels and values, notes, errors. */
  statusPageTexts(): Promise<string>;
  orchestrationRows(): Promise<OrchestrationRowSeen[]>;
  /** The status page's Retry, after an error. */
  retry(): Promise<void>;
  /** The status page's "Auto-refresh (10s)" switch. */
  switchAutoRefresh(on: boolean): Promise<void>;
  /** The status page's Refresh button. */
  refreshStatusPage(): Promise<void>;
  /** How many times the page has read the orchestrations since it opened. */
  orchestrationReads(): Promise<number>;
  dispose(): void;
}
