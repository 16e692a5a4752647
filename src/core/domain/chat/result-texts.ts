/**
 * What a result says of itself and of the work asked of it (spec 1 §2, §8): its header, and the
 * failures of asking the assistant, regenerating, editing, changing its status and exporting.
 */

export const ASK_ASSISTANT_FAILED_TEXT = 'Sorry, there was an error asking the assistant.';
export const REGENERATE_FAILED_TEXT = 'Sorry, there was an error regenerating the response.';
export const EDIT_FAILED_TEXT = 'Sorry, there was an error processing your edit request.';

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
