import type {
  ChatHistoryItem,
  Message,
  MessageStatusAnswer,
  SendMessageAnswer,
  UploadedFile,
} from '../../core/domain/message';
import type { ActingContext, UploadSource } from '../../core/ports/acting-context';
import type { ChatPort, OutgoingMessage } from '../../core/ports/ChatPort';
import { actingFields } from './acting-fields';
import type { HttpClient } from './HttpClient';
import { ignoredAnswer } from './schemas/lenient';
import {
  chatListAnswer,
  chatMessagesAnswer,
  messageStatusAnswer,
  refreshedFilesAnswer,
  sendMessageAnswer,
  spreadsheetAnswer,
  uploadedFileAnswer,
} from './schemas/message';
import { apiPath } from './url';

/** ChatPort over the chat, file and chat-history routes of spec 1 §7 and spec 3 §7. */
export class HttpChatAdapter implements ChatPort {
  constructor(private readonly http: HttpClient) {}

  sendMessage(ctx: ActingContext, message: OutgoingMessage): Promise<SendMessageAnswer> {
    return this.http.post('/api/chat', {
      body: {
        message: message.message,
        chatId: message.chatId,
        ...actingFields(ctx),
        ...(message.references?.length && { references: message.references }),
        ...(message.file_metadata?.length && { file_metadata: message.file_metadata }),
        ...(message.action && { action: message.action, sourceMessageId: message.sourceMessageId }),
        ...(message.feedback && { feedback: message.feedback }),
      },
      schema: sendMessageAnswer,
    });
  }

  fetchMessageStatus(ctx: ActingContext, chatId: string, messageId: string): Promise<MessageStatusAnswer> {
    return this.http.get(apiPath`/api/chat/${chatId}/${messageId}/status`, {
      query: actingFields(ctx),
      schema: messageStatusAnswer,
    });
  }

  async setMessageStatus(
    ctx: ActingContext,
    chatId: string,
    messageId: string,
    status: string,
    feedback?: string,
  ): Promise<void> {
    await this.http.post(apiPath`/api/chat/${chatId}/${messageId}/status`, {
      body: { status, feedback, ...actingFields(ctx) },
      schema: ignoredAnswer,
    });
  }

  fetchHistory(ctx: ActingContext, chatId: string): Promise<Message[]> {
    return this.http.get(apiPath`/api/chat-history/${chatId}`, {
      query: actingFields(ctx),
      schema: chatMessagesAnswer(chatId),
    });
  }

  refreshFiles(ctx: ActingContext, chatId: string, expirationHours: number): Promise<number> {
    return this.http.post(apiPath`/api/file-metadata/refresh-files/${chatId}`, {
      body: { ...actingFields(ctx), expirationHours },
      schema: refreshedFilesAnswer,
    });
  }

  uploadFile(ctx: ActingContext, file: UploadSource, chatId?: string): Promise<UploadedFile> {
    const form = new FormData();
    form.append('file', file.data, file.name);
    if (chatId) form.append('chatId', chatId);
    if (ctx.accountId) form.append('accountId', ctx.accountId);
    form.append('userId', ctx.userId);
    return this.http.postForm('/api/upload', form, { schema: uploadedFileAnswer });
  }

  async updateFileMetadata(
    ctx: ActingContext,
    messageId: string,
    change: { name: string } | { pinned: boolean },
  ): Promise<void> {
    await this.http.put(apiPath`/api/file-metadata/${messageId}`, {
      body: { ...change, ...actingFields(ctx) },
      schema: ignoredAnswer,
    });
  }

  exportToSheets(
    ctx: ActingContext,
    request: { data: unknown; userEmail: string; chatId: string; messageId: string },
  ): Promise<string> {
    return this.http.post('/api/chat/export-to-sheets', {
      body: { ...request, ...actingFields(ctx) },
      schema: spreadsheetAnswer,
    });
  }

  listChats(ctx: ActingContext): Promise<ChatHistoryItem[]> {
    return this.http.get('/api/chat-history', { query: actingFields(ctx), schema: chatListAnswer });
  }

  async renameChat(ctx: ActingContext, chatId: string, summary: string): Promise<void> {
    await this.http.patch(apiPath`/api/chat-history/${chatId}`, {
      body: { summary, ...actingFields(ctx) },
      schema: ignoredAnswer,
    });
  }

  async togglePin(ctx: ActingContext, chatId: string): Promise<void> {
    await this.http.post(apiPath`/api/chat-history/${chatId}/pin`, {
      body: actingFields(ctx),
      schema: ignoredAnswer,
    });
  }

  async removeChat(ctx: ActingContext, chatId: string): Promise<void> {
    await this.http.delete(apiPath`/api/chat-history/${chatId}`, {
      query: actingFields(ctx),
      schema: ignoredAnswer,
    });
  }
}
