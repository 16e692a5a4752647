import type { CampaignMessage } from '../campaign';

export const FAST_TRACK_TYPES = ['fast-track', 'fast-track-shell', 'orchestration'];
export const ACTIVITY_TEXT_LIMIT = 100;
export const NO_ACTIVITY_TEXT = 'No activity found for this campaign.';

function successFlag(json: unknown): boolean | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const record = json as Record<string, unknown>;
  if (typeof record.success === 'boolean') return record.success;
  for (const key of ['api_result', 'apiResult']) {
    const nested = record[key];
    if (
      typeof nested === 'object' &&
      nested !== null &&
      typeof (nested as { success?: unknown }).success === 'boolean'
    )
      return (nested as { success: boolean }).success;
  }
  return undefined;
}

/**
 * A timeline entry's badge (spec 2 §4.3): In Progress, Completed, Failed, Error or Pending; a
 * finished fast-track entry follows its success flag.
 */
export function activityBadge(message: Pick<CampaignMessage, 'type' | 'status' | 'result'>): string {
  const status = message.status ?? '';
  if (FAST_TRACK_TYPES.includes(message.type) && status !== 'processing') {
    const success = successFlag(message.result);
    if (success !== undefined) return success ? 'Completed' : 'Failed';
  }
  switch (status) {
    case 'processing':
    case 'in_progress':
      return 'In Progress';
    case 'completed':
    case 'approved':
    case 'success':
      return 'Completed';
    case 'failed':
    case 'stopped':
    case 'timeout':
      return 'Failed';
    case 'error':
      return 'Error';
    default:
      return 'Pending';
  }
}

/** The newest assign-creatives (else upload-creatives) entry's status, which drives the last stage. */
export function creativesStatus(messages: readonly CampaignMessage[]): string | undefined {
  const newest = (type: string) =>
    [...messages]
      .filter((message) => message.type === type)
      .sort((a, b) => (a.timestamp < b.timestamp ? 1 : -1))[0]?.status;
  return newest('assign-creatives') ?? newest('upload-creatives');
}

/** The newest assign-creatives entry while it is still processing: its start drives the estimate. */
export function processingAssignment(messages: readonly CampaignMessage[]): CampaignMessage | undefined {
  const newest = [...messages]
    .filter((message) => message.type === 'assign-creatives')
    .sort((a, b) => (a.timestamp < b.timestamp ? 1 : -1))[0];
  return newest?.status === 'processing' ? newest : undefined;
}
