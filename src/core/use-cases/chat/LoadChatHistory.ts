import type { Message } from '../../domain/message';
import type { ActingContext } from '../../ports/acting-context';
import type { ChatPort } from '../../ports/ChatPort';
import { attempt, failed, type Outcome } from '../outcome';

export interface LoadChatHistoryRequest {
  ctx: ActingContext | null;
  chatId: string;
}

/** Spec 1 §4: the messages of a chat, oldest first, once the account to act in is known. */
export class LoadChatHistory {
  constructor(private readonly chat: ChatPort) {}

  async execute({ ctx, chatId }: LoadChatHistoryRequest): Promise<Outcome<Message[]>> {
    if (!ctx) return failed('not-allowed', 'Nobody is signed in.');
    return attempt(() => this.chat.fetchHistory(ctx, chatId));
  }
}

export const LoadChatHistoryToken = Symbol.for('LoadChatHistory');
