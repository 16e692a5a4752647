import type {
  ChatHistoryItem,
  FileMetadata,
  Message,
  MessageStatusAnswer,
  Reference,
  SendMessageAnswer,
  UploadedFile,
} from '../domain/message';
import type { ActingContext, UploadSource } from './acting-context';

/** What the user asks of an earlier result instead of a plain message (spec 1 §2 action bar). */
export type ResultRequestKind = 'regenerate' | 'edit' | 'ask-assistant';

/** A rename or a pin of a file; `gcsPath` picks one file of a message that carries several. */
export type FileMetadataChange = ({ name: string } | { pinned: boolean }) & { gcsPath?: string };

export interface OutgoingMessage {
  message: string;
  chatId: string | null;
  references?: Reference[];
  file_metadata?: FileMetadata[];
  /** Set when the message acts on an earlier result: Regenerate, Edit or Ask Assistant. */
  action?: ResultRequestKind;
  /** The result acted on. */
  sourceMessageId?: string;
  /** Rejection reason that the regeneration takes into account. */
  feedback?: string;
}

/**
 * The chat calls of spec 1 §7 and the chat-history calls of spec 3 §7.
 * Every method rejects with a BackendError; a 404 carries `status` 404 (polling tolerates it).
 */
export interface ChatPort {
  /** POST /api/chat: send a message; answers the assistant's acknowledgement. */
  sendMessage(ctx: ActingContext, message: OutgoingMessage): Promise<SendMessageAnswer>;
  /** GET /api/chat/{chatId}/{messageId}/status: the state of an asynchronous result. */
  fetchMessageStatus(ctx: ActingContext, chatId: string, messageId: string): Promise<MessageStatusAnswer>;
  /** POST /api/chat/{chatId}/{messageId}/status: approve, reject or toggle back, with feedback. */
  setMessageStatus(
    ctx: ActingContext,
    chatId: string,
    messageId: string,
    status: string,
    feedback?: string,
  ): Promise<void>;
  /** GET /api/chat-history/{chatId}: the messages of one chat. */
  fetchHistory(ctx: ActingContext, chatId: string): Promise<Message[]>;
  /** POST /api/file-metadata/refresh-files/{chatId}: renew expired file links; answers how many. */
  refreshFiles(ctx: ActingContext, chatId: string, expirationHours: number): Promise<number>;
  /** POST /api/upload: one file per call. */
  uploadFile(ctx: ActingContext, file: UploadSource, chatId?: string): Promise<UploadedFile>;
  /** PUT /api/file-metadata/{messageId}: rename or pin a file. */
  updateFileMetadata(ctx: ActingContext, messageId: string, change: FileMetadataChange): Promise<void>;
  /** POST /api/chat/export-to-sheets: answers the spreadsheet's address. */
  exportToSheets(
    ctx: ActingContext,
    request: { data: unknown; userEmail: string; chatId: string; messageId: string },
  ): Promise<string>;
  /** GET /api/chat-history: the user's chats in the acting account. */
  listChats(ctx: ActingContext): Promise<ChatHistoryItem[]>;
  /** PATCH /api/chat-history/{id}: rename a chat. */
  renameChat(ctx: ActingContext, chatId: string, summary: string): Promise<void>;
  /** POST /api/chat-history/{id}/pin: toggle a chat's pin. */
  togglePin(ctx: ActingContext, chatId: string): Promise<void>;
  /** DELETE /api/chat-history/{id}: remove an (unpinned) chat. */
  removeChat(ctx: ActingContext, chatId: string): Promise<void>;
}

export const ChatPort = Symbol.for('ChatPort');
