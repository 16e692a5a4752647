import { CHAT } from '../../contract/endpoints/chat';
import { CHAT_HISTORY } from '../../contract/endpoints/chat-history';
import { FILES } from '../../contract/endpoints/files';
import type {
  ChatHistoryItem,
  MessageFile,
  MessageStatusAnswer,
  SendMessageAnswer,
} from '../../core/domain/message';
import type { ActingContext, UploadSource, UploadWatch } from '../../core/ports/acting-context';
import type {
  ChatHistoryRead,
  ChatPort,
  FileMetadataChange,
  OutgoingMessage,
  ResultJudgement,
  SpreadsheetExport,
} from '../../core/ports/ChatPort';
import { actingFields } from './acting-fields';
import { readWorded } from './failures';
import type { HttpClient } from './HttpClient';
import { EARLIER_PAGE_MESSAGES, FIRST_SCREEN_MESSAGES } from './history-page-sizes';
import { chatListAnswer } from './schemas/chat-list';
import { ignoredAnswer } from './schemas/lenient';
import type { IdleTime } from './schemas/list-items';
import { fileMetadataDto } from './schemas/message-dto';

type MessageReading = typeof import('./message-reading');
let reading: Promise<MessageReading> | null = null;

/** The message schemas, fetched with the first message read or sent; a failed fetch is tried again. */
function messageReading(): Promise<MessageReading> {
  reading ??= import('./message-reading').catch((error: unknown) => {
    reading = null;
    throw error;
  });
  return reading;
}

/** ChatPort over the chat, file and chat-history routes of spec 1 §7 and spec 3 §7. */
export class HttpChatAdapter implements ChatPort {
  /** `whenIdle` tells when a long history's remainder may be read without holding up the screen. */
  constructor(
    private readonly http: HttpClient,
    private readonly whenIdle: () => Promise<IdleTime> = nextTask,
  ) {}

  async sendMessage(ctx: ActingContext, message: OutgoingMessage): Promise<SendMessageAnswer> {
    const { sendMessageAnswer } = await messageReading();
    return this.http.send(CHAT.send, {
      body: {
        message: message.message,
        chatId: message.chatId,
        ...actingFields(ctx),
        ...(message.references?.length && { references: message.references }),
        ...(message.files?.length && { file_metadata: message.files.map(fileMetadataDto) }),
        ...(message.action && { action: message.action, sourceMessageId: message.sourceMessageId }),
        ...(message.feedback && { feedback: message.feedback }),
      },
      schema: sendMessageAnswer,
    });
  }

  async fetchMessageStatus(
    ctx: ActingContext,
    chatId: string,
    messageId: string,
  ): Promise<MessageStatusAnswer> {
    const { messageStatusAnswer } = await messageReading();
    return this.http.send(CHAT.messageStatus, {
      params: { chatId, messageId },
      query: actingFields(ctx),
      schema: messageStatusAnswer,
    });
  }

  async setMessageStatus(
    ctx: ActingContext,
    chatId: string,
    messageId: string,
    status: ResultJudgement,
    feedback?: string,
  ): Promise<void> {
    await this.http.send(CHAT.judge, {
      params: { chatId, messageId },
      body: { status, feedback, ...actingFields(ctx) },
      schema: ignoredAnswer,
    });
  }

  async fetchHistory(ctx: ActingContext, chatId: string, before?: string): Promise<ChatHistoryRead> {
    const page =
      before === undefined ? { last: FIRST_SCREEN_MESSAGES } : { last: EARLIER_PAGE_MESSAGES, before };
    // The schemas load side by side with the answer, not after it.
    const [answer, { readHistory }] = await Promise.all([
      this.http.sendText(CHAT_HISTORY.read, { params: { chatId }, query: { ...actingFields(ctx), ...page } }),
      messageReading(),
    ]);
    return readWorded(() =>
      readHistory(answer, chatId, this.whenIdle, before === undefined ? 'newest' : 'earlier'),
    );
  }

  async refreshFiles(ctx: ActingContext, chatId: string, expirationHours: number): Promise<number> {
    const { refreshedFilesAnswer } = await messageReading();
    return this.http.send(FILES.refreshLinks, {
      params: { chatId },
      body: { ...actingFields(ctx), expirationHours },
      schema: refreshedFilesAnswer,
    });
  }

  async uploadFile(
    ctx: ActingContext,
    file: UploadSource,
    chatId?: string,
    watch?: UploadWatch,
  ): Promise<MessageFile> {
    const { uploadedFileAnswer } = await messageReading();
    const form = new FormData();
    form.append('file', file.data, file.name);
    if (chatId) form.append('chatId', chatId);
    if (ctx.accountId) form.append('accountId', ctx.accountId);
    form.append('userId', ctx.userId);
    return this.http.sendUpload(FILES.upload, form, {
      schema: uploadedFileAnswer(file),
      ...(watch && { watch }),
    });
  }

  async updateFileMetadata(ctx: ActingContext, messageId: string, change: FileMetadataChange): Promise<void> {
    const { storagePath, ...fields } = change;
    await this.http.send(FILES.changeMetadata, {
      params: { messageId },
      body: { ...fields, ...(storagePath !== undefined && { gcsPath: storagePath }), ...actingFields(ctx) },
      schema: ignoredAnswer,
    });
  }

  async exportToSheets(ctx: ActingContext, request: SpreadsheetExport): Promise<string> {
    const { spreadsheetAnswer } = await messageReading();
    return this.http.send(CHAT.exportToSheets, {
      body: { ...request, ...actingFields(ctx) },
      schema: spreadsheetAnswer,
    });
  }

  listChats(ctx: ActingContext): Promise<ChatHistoryItem[]> {
    return this.http.send(CHAT_HISTORY.list, { query: actingFields(ctx), schema: chatListAnswer });
  }

  async renameChat(ctx: ActingContext, chatId: string, summary: string): Promise<void> {
    await this.http.send(CHAT_HISTORY.rename, {
      params: { chatId },
      body: { summary, ...actingFields(ctx) },
      schema: ignoredAnswer,
    });
  }

  async togglePin(ctx: ActingContext, chatId: string): Promise<void> {
    await this.http.send(CHAT_HISTORY.pin, {
      params: { chatId },
      body: actingFields(ctx),
      schema: ignoredAnswer,
    });
  }

  async removeChat(ctx: ActingContext, chatId: string): Promise<void> {
    await this.http.send(CHAT_HISTORY.remove, {
      params: { chatId },
      query: actingFields(ctx),
      schema: ignoredAnswer,
    });
  }
}

/** Without a page to share the thread with: the next task, with no end to the time it may take. */
const nextTask = () =>
  new Promise<IdleTime>((resolve) =>
    setTimeout(() => resolve({ timeRemaining: () => Number.POSITIVE_INFINITY }), 0),
  );
