import { chatRenameOutcome } from '../../domain/chat/chat-list';
import type { ActingContext } from '../../ports/acting-context';
import type { ChatPort } from '../../ports/ChatPort';
import { attempt, type Outcome, succeeded } from '../outcome';

export interface RenameChatRequest {
  ctx: ActingContext;
  chatId: string;
  /** The name the chat has now. */
  currentSummary: string;
  /** What the user typed. */
  input: string;
}

/** `renamed` carries the name saved; `unchanged` means a blank or identical name: nothing was sent. */
export type RenameChatResult = { kind: 'renamed'; summary: string } | { kind: 'unchanged' };

/**
 * Spec 3 §2/§5 rename of a chat: a blank or unchanged name leaves it as it is, anything else is
 * trimmed and saved. The view model shows the new name at once and puts the old one back on a
 * failure.
 */
export class RenameChat {
  constructor(private readonly chat: ChatPort) {}

  async execute(request: RenameChatRequest): Promise<Outcome<RenameChatResult>> {
    const rule = chatRenameOutcome(request.currentSummary, request.input);
    if (rule.kind !== 'rename') return succeeded<RenameChatResult>({ kind: 'unchanged' });
    const saved = await attempt(() => this.chat.renameChat(request.ctx, request.chatId, rule.summary));
    return saved.ok ? succeeded<RenameChatResult>({ kind: 'renamed', summary: rule.summary }) : saved;
  }
}
