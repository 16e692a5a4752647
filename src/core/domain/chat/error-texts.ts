/** The chat's error catalogue (spec 1 §8, spec 2 §8): texts shown as system or message text. */

export const SEND_FAILED_TEXT = 'Sorry, there was an error processing your request.';
export const ASK_ASSISTANT_FAILED_TEXT = 'Sorry, there was an error asking the assistant.';
export const REGENERATE_FAILED_TEXT = 'Sorry, there was an error regenerating the response.';
export const EDIT_FAILED_TEXT = 'Sorry, there was an error processing your edit request.';
export const STOP_FAST_TRACK_FAILED_TEXT = 'Sorry, there was an error stopping the fast track process.';
export const STOP_SALESFORCE_FAILED_TEXT =
  'Sorry, there was an error stopping the Salesforce orchestration process.';
export const UPLOAD_FAILED_TEXT = 'Error uploading files. Please try again.';

/** A failed or errored message (spec 1 §2): support finds the request by `{chatId}_{id}`. */
export function timedOutText(chatId: string, id: string): string {
  return `The request has timed out. Please contact support referencing processing ID: ${chatId}_${id}`;
}

/** Fast-track failed with no error text from the backend. */
export const FAST_TRACK_PROCESSING_DEFAULT = 'An error occurred during processing';
/** Fast-track status could no longer be reached. */
export const FAST_TRACK_CONNECTION_DEFAULT = 'Connection terminated unexpectedly';

/**
 * 'Fast track failed: {error}'. Without an error text the default names the cause: the run
 * itself failed ('processing'), or the connection to it was lost ('connection').
 */
export function fastTrackFailedText(
  error: string | null | undefined,
  cause: 'processing' | 'connection' = 'processing',
): string {
  const fallback = cause === 'connection' ? FAST_TRACK_CONNECTION_DEFAULT : FAST_TRACK_PROCESSING_DEFAULT;
  return `Fast track failed: ${error?.trim() || fallback}`;
}

export function salesforcePollingErrorText(message: string): string {
  return `Error polling Salesforce orchestration status: ${message}`;
}

/** Headers above a result (see result-header.ts for which one shows). */
export const CAMPAIGN_CREATED_HEADER = 'Campaign created successfully. Details below:';
export const CAMPAIGN_CREATION_FAILED_HEADER =
  'Campaign creation failed. Please check the details below and try again.';
export const OPERATION_SUCCEEDED_HEADER = 'Operation completed successfully...';
export const OPERATION_FAILED_HEADER = 'Operation failed...';

/** Shown under a result when the backend refused a status change (approve, reject, toggle back). */
export const STATUS_CHANGE_FAILED_TEXT = 'Failed to update the result status. Please try again.';
/** Shown under a result when the spreadsheet could not be made or opened. */
export const EXPORT_FAILED_TEXT = 'Failed to export to a spreadsheet. Please try again.';
