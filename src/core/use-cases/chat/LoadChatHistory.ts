import type { Message } from '../../domain/message';
import type { ActingContext } from '../../ports/acting-context';
import type { ChatPort } from '../../ports/ChatPort';
import { attempt, failed, type Outcome, succeeded } from '../outcome';

export interface LoadChatHistoryRequest {
  ctx: ActingContext | null;
  chatId: string;
  /** The `earlier` of a previous load: the messages before those. */
  before?: string;
}

/** A chat's messages: the last ones at once, and every one later when the history is long. */
export interface LoadedHistory {
  /** The last messages, oldest first: every message unless `whole` is given. */
  latest: Message[];
  /** Every message, oldest first; read once the page is idle. */
  whole?: () => Promise<Outcome<Message[]>>;
  /** Given while earlier messages exist: pass it as `before` to load them. */
  earlier?: string;
}

/**
 * Spec 1 §4: the messages of a chat, oldest first, once the account to act in is known: the
 * newest, or those before an earlier load's `earlier`.
 */
export class LoadChatHistory {
  constructor(private readonly chat: ChatPort) {}

  async execute({ ctx, chatId, before }: LoadChatHistoryRequest): Promise<Outcome<LoadedHistory>> {
    if (!ctx) return failed('not-allowed', 'Nobody is signed in.');
    const read = await attempt(() => this.chat.fetchHistory(ctx, chatId, before));
    if (!read.ok) return read;
    const { latest, whole, earlier } = read.value;
    return succeeded({
      latest,
      ...(whole && { whole: () => attempt(whole) }),
      ...(earlier !== undefined && { earlier }),
    });
  }
}

export const LoadChatHistoryToken = Symbol.for('LoadChatHistory');
