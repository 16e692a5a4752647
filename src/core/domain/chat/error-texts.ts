/**
 * What the chat says when a message cannot be delivered (spec 1 §8), shown as system or message
 * text. A result's own failures and headers are in result-texts.ts (loaded with the first result),
 * a run's in orchestration-run/texts.ts.
 */

export const SEND_FAILED_TEXT = 'Sorry, there was an error processing your request.';
export const UPLOAD_FAILED_TEXT = 'Error uploading files. Please try again.';

/** A failed or errored message (spec 1 §2): support finds the request by `{chatId}_{id}`. */
export function timedOutText(chatId: string, id: string): string {
  return `The request has timed out. Please contact support referencing processing ID: ${chatId}_${id}`;
}
