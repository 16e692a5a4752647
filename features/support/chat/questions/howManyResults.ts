import { hasResult } from '../../../../src/ui/chat/thread/message-view';
import { question } from '../../questions/Question';
import { onTheChat } from '../drivers';

/** How many results (bot messages with a JSON result) the chat shows. */
export const howManyResults = () =>
  question(
    'how many results the chat shows',
    onTheChat({
      viewModel: async (chat) => (await chat.shownWorkspace()).thread.messages.filter(hasResult).length,
      // Counted from the message list itself: a result's viewer and actions load lazily.
      browser: (chat) => chat.page.locator('[data-testid="chat-message"][data-has-result]').count(),
    }),
  );
