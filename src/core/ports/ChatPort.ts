import type { ResultJudgement } from '../domain/chat/message-status';
import type {
  ChatHistoryItem,
  Message,
  MessageFile,
  MessageStatusAnswer,
  Reference,
  SendMessageAnswer,
} from '../domain/message';
import type { ActingContext, UploadSource, UploadWatch } from './acting-context';

/** What the user asks of an earlier result instead of a plain message (spec 1 §2 action bar). */
export type ResultRequestKind = 'regenerate' | 'edit' | 'ask-assistant';

/** A rename or a pin of a file; `storagePath` picks one file of a message that carries several. */
export type FileMetadataChange = ({ name: string } | { pinned: boolean }) & { storagePath?: string };

export type { ResultJudgement };

export interface OutgoingMessage {
  message: string;
  /** null starts a new chat; the answer names it. */
  chatId: string | null;
  references?: Reference[];
  files?: MessageFile[];
  /** Set when the message acts on an earlier result: Regenerate, Edit or Ask Assistant. */
  action?: ResultRequestKind;
  /** The result acted on. */
  sourceMessageId?: string;
  /** Rejection reason that the regeneration takes into account. */
  feedback?: string;
}

/** What a spreadsheet export carries (spec 1 §5 "Export to spreadsheet"). */
export interface SpreadsheetExport {
  data: unknown;
  userEmail: string;
  chatId: string;
  messageId: string;
}

/**
 * A chat's messages as the adapter could read them: a page of the newest (or of those before a
 * cursor) when the backend pages, else the whole history, a long one's end first so that the
 * screen shows it before the rest has been read.
 */
export interface ChatHistoryRead {
  /** The last messages, oldest first: every message read unless `whole` is given. */
  readonly latest: Message[];
  /** Every message, oldest first, read once the page is idle: given when `latest` is only the end. */
  readonly whole?: () => Promise<Message[]>;
  /** Where the messages before these are read from (`before` of the next read): given while earlier ones exist. */
  readonly earlier?: string;
}

/**
 * The chat: messages and their results, the files attached to them, and the user's list of
 * chats (spec 1 §4–§5, spec 3 §2). Every method acts for the user and account of `ctx` and
 * rejects with a BackendError when the backend refuses or cannot be reached; a message or chat
 * that does not exist (any more) rejects as 'not-found'. How each intent reaches the backend is
 * in docs/openapi.json.
 */
export interface ChatPort {
  /** Sends a message (to a new chat when chatId is null); answers the assistant's acknowledgement. */
  sendMessage(ctx: ActingContext, message: OutgoingMessage): Promise<SendMessageAnswer>;
  /** Where an asynchronous result stands, and the result once it is there. */
  fetchMessageStatus(ctx: ActingContext, chatId: string, messageId: string): Promise<MessageStatusAnswer>;
  /** Approves or rejects a result, or takes the judgement back; feedback goes with a rejection. */
  setMessageStatus(
    ctx: ActingContext,
    chatId: string,
    messageId: string,
    status: ResultJudgement,
    feedback?: string,
  ): Promise<void>;
  /**
   * The newest messages of one chat, oldest first, or with `before` (an `earlier` of a previous
   * read) the page of messages before those (see ChatHistoryRead).
   */
  fetchHistory(ctx: ActingContext, chatId: string, before?: string): Promise<ChatHistoryRead>;
  /** Renews the chat's expired file links for `expirationHours`; answers how many were renewed. */
  refreshFiles(ctx: ActingContext, chatId: string, expirationHours: number): Promise<number>;
  /** Uploads one file, to go with the next message of the chat (if there is one yet); `watch` follows it. */
  uploadFile(
    ctx: ActingContext,
    file: UploadSource,
    chatId?: string,
    watch?: UploadWatch,
  ): Promise<MessageFile>;
  /** Renames or pins a file of a message. */
  updateFileMetadata(ctx: ActingContext, messageId: string, change: FileMetadataChange): Promise<void>;
  /** Puts a result into a new spreadsheet shared with the user; answers its address. */
  exportToSheets(ctx: ActingContext, request: SpreadsheetExport): Promise<string>;
  /** The user's chats in the acting account. */
  listChats(ctx: ActingContext): Promise<ChatHistoryItem[]>;
  /** Renames a chat. */
  renameChat(ctx: ActingContext, chatId: string, summary: string): Promise<void>;
  /** Pins an unpinned chat, unpins a pinned one. */
  togglePin(ctx: ActingContext, chatId: string): Promise<void>;
  /** Removes an unpinned chat. */
  removeChat(ctx: ActingContext, chatId: string): Promise<void>;
}

export const ChatPort = Symbol.for('ChatPort');
