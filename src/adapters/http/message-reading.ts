/**
 * How the chat routes' messages are read (history, send, status, uploads, exports): loaded by
 * HttpChatAdapter with the first message read or sent, so the sidebar's chat list and an empty
 * chat do not carry the message schemas.
 */
export { readHistory } from './history-read';
export {
  messageStatusAnswer,
  refreshedFilesAnswer,
  sendMessageAnswer,
  spreadsheetAnswer,
  uploadedFileAnswer,
} from './schemas/message';
