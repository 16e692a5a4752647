/** The latest answer in the chat as the user sees it. */
export interface WorkResultSeen {
  /** The agent that answered (spec 1 §3 agent names), as the message carries it. */
  agent: string;
  /** The workflow step the message says it is (its text beside the time), if any. */
  step: string | null;
  /**
   * The view the result shows in: a specialised view's title ('Screenshots', 'Impression report',
   * 'Campaign audit', 'Campaign monitoring' …), 'Result' for the key/value table, 'Answer' for text.
   */
  view: string;
}

/** The titles of the result viewer's views, by the kind the picker chooses (see pick-result-view). */
export const VIEW_TITLES: Readonly<Record<string, string>> = {
  'qa-comparison': 'QA comparison',
  'optimization-executor': 'Optimization results',
  screenshots: 'Screenshots',
  'delivery-report': 'Impression report',
  audit: 'Campaign audit',
  table: 'Result',
};

/**
 * What a scenario sees of the work done on a campaign in the chat (issue 20): which step and view
 * each answer is, the screenshots as images, the impression report, the audit's findings. One
 * implementation reads the view models, one the page in Chromium.
 */
export interface CampaignWorkAbility {
  /** Waits until the open chat's runs (fast-track, Salesforce) have ended and their results show. */
  finishRuns(): Promise<void>;
  latestResult(): Promise<WorkResultSeen>;
  /** The placements whose screenshot shows as an image in the latest screenshots (once linked). */
  screenshotImages(): Promise<string[]>;
  /** The latest impression report: whether it charts delivery against plan, and its weeks. */
  impressionReport(): Promise<{ chart: boolean; weeks: number }>;
  /** The latest audit's findings, 'high Creative', worst first. */
  auditFindings(): Promise<string[]>;
}
