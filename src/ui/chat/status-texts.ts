/** The chat's progress lines (spec 1 §2 "Message list"), shared by the screen and the scenarios. */
export const LOADING_MESSAGES_TEXT = 'Loading messages...';
export const SENDING_MESSAGE_TEXT = 'Sending message...';
/** Shown in place of the messages when a chat's history cannot be read. */
export const HISTORY_FAILED_TEXT = 'Failed to load messages. Please try again.';
