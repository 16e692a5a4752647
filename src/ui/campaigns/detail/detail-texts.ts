/** Texts of the campaign page (spec 2 §2.6, §4.3, §8), and ours where it has none (docs/decisions.md). */
export const DETAIL_TEXTS = {
  missingId: 'No campaign ID provided',
  notFound: 'Campaign not found',
  notFoundTitle: 'Campaign Not Found',
  forbidden: 'Access denied to this campaign',
  signedOut: 'Please log in to view this campaign',
  loadFailed: 'Failed to load campaign details',
  processing: 'Sure. Processing campaign now.',
  noActivity: 'No activity found for this campaign.',
  startFailed: (message: string) => `Failed to start orchestration: ${message}`,
  uploadFailed: (message: string) => `Upload failed: ${message}`,
  stopFailed: 'Operation failed',
  readOnly: 'You can view this campaign but not change it.',
} as const;

/** Refetch the campaign this long after a start or an upload (spec 2 §9). */
export const REFETCH_DELAY_MS = 1000;
