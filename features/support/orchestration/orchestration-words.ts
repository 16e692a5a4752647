/** The words the orchestration steps use for runs and the status page, shared by their tasks and questions. */

/** A run as the chat shows it. */
export interface RunSeen {
  /** The status page shows its first 8 characters. */
  messageId: string;
  /** The panel's title and its workflow step's text: 'Fast track: Fast track to DV360'. */
  heading: string;
  percent: number;
  /** 'Process insertion order: completed', … in order. */
  steps: string[];
  stopOffered: boolean;
  outcome: string | null;
  /** A failed stop's alert, or a polling error's note. */
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
  /** "12 min". */
  duration: string;
  restarts: string;
  stuck: boolean;
  parallel: boolean;
  /** As the page writes it: a local date and time, "N/A" or "Invalid Date". */
  createdAt: string;
  updatedAt: string;
}
