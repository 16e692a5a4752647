/** Chat orchestration texts of spec 2 §8 (exact UI copy). */
export const ORCHESTRATION_TEXTS = {
  stoppedByUser: 'Stopped by user',
  stopFailedFastTrack: 'Sorry, there was an error stopping the fast track process.',
  /** The spec names "a Salesforce equivalent" without its words: ours follow the fast-track text. */
  stopFailedSalesforce: 'Sorry, there was an error stopping the Salesforce orchestration process.',
  fastTrackFailedDefault: 'An error occurred during processing',
  connectionTerminated: 'Connection terminated unexpectedly',
} as const;

export function fastTrackFailedText(error: string | undefined): string {
  const reason = error?.trim() || ORCHESTRATION_TEXTS.fastTrackFailedDefault;
  return `Fast track failed: ${reason}`;
}

export function salesforcePollingErrorText(message: string): string {
  return `Error polling Salesforce orchestration status: ${message}`;
}

/** Status page texts of spec 2 §2.2 and §8. */
export const STATUS_PAGE_TEXTS = {
  title: 'Session Statistics',
  totalChats: 'Total Chats',
  totalMessages: 'Total Messages',
  filesUploaded: 'Files Uploaded',
  messagesPerAction: 'Messages Per Action',
  recentActivity: 'Recent Activity',
  orchestrations: 'Fast Track Orchestrations',
  autoRefresh: 'Auto-refresh (10s)',
  refresh: 'Refresh',
  recentOrchestrations: 'Recent Orchestrations (Last 24h)',
  active: 'Active',
  completed24h: 'Completed (24h)',
  failed24h: 'Failed (24h)',
  suspended: 'Suspended',
  stuckHint: 'Stuck for >2 hours',
  shellMarker: '(shell)',
  noOrchestrations: 'No orchestrations found in the last 24 hours',
  noSession: 'No valid user session found',
  noAccount: 'No account selected or available',
  statsFailed: 'Failed to load statistics. Please try again later.',
  orchestrationsFailed: 'Failed to load orchestration status',
  retry: 'Retry',
  you: 'You',
} as const;

export function showingRecentText(shown: number, total: number): string {
  return `Showing ${shown} most recent orchestrations out of ${total} total`;
}
