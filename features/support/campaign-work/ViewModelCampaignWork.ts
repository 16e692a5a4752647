import type { Message } from '../../../src/core/domain/message';
import { pickResultView, type ResultViewChoice } from '../../../src/ui/chat/results/pick-result-view';
import { hasResult } from '../../../src/ui/chat/thread/message-view';
import type { UseTheViewModels } from '../abilities/UseTheViewModels';
import type { ViewModelChat } from '../chat/ViewModelChat';

/**
 * The work on a campaign's thin driver on the view-model level: the thread of the chat the chat's
 * driver shows, and the view model the result viewer is given for a message.
 */
export class ViewModelCampaignWork {
  constructor(
    readonly app: UseTheViewModels,
    private readonly chat: ViewModelChat,
  ) {}

  async thread() {
    return (await this.chat.shownWorkspace()).thread;
  }

  /** The latest message showing a result. */
  async latestResult(): Promise<Message> {
    const message = (await this.thread()).messages.findLast(hasResult);
    if (!message) throw new Error('The chat shows no result');
    return message;
  }

  /** The view the result viewer picks for a message, with its model. */
  viewOf(message: Message): ResultViewChoice {
    return pickResultView(message.action, message.subAction, message.jsonResponse, message.files);
  }

  async dispose(): Promise<void> {}
}
