import { type StoryStepId, stepsReached } from '../../domain/demo/story';
import type { ActingContext } from '../../ports/acting-context';
import type { ChatPort } from '../../ports/ChatPort';
import { attempt, type Outcome, succeeded } from '../outcome';

/** Where the demo's story stands: in the presenter's latest chat, the steps its answers reached. */
export interface StoryProgress {
  chatId: string;
  chatName: string;
  reached: StoryStepId[];
}

/**
 * Reads the story's progress from what the app itself shows: the latest chat of the signed-in
 * user and its answers. None without an account or a chat.
 */
export class ReadStoryProgress {
  constructor(private readonly chat: ChatPort) {}

  async execute(ctx: ActingContext): Promise<Outcome<StoryProgress | null>> {
    if (!ctx.accountId) return succeeded(null);
    return attempt(async () => {
      const chats = await this.chat.listChats(ctx);
      const latest = [...chats].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
      if (!latest) return null;
      const history = await this.chat.fetchHistory(ctx, latest.id);
      return { chatId: latest.id, chatName: latest.summary, reached: stepsReached(history.latest) };
    });
  }
}
