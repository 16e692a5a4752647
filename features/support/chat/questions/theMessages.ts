import { messageText, speakerOf } from '../../../../src/ui/chat/thread/message-view';
import { question } from '../../questions/Question';
import type { MessageSeen, Speaker } from '../chat-words';
import { onTheChat } from '../drivers';

/** The messages of the open chat, oldest first (the list shows the last ones). */
export const theMessages = () =>
  question(
    'the messages of the chat',
    onTheChat<MessageSeen[]>({
      async viewModel(chat) {
        const { thread } = await chat.shownWorkspace();
        return thread.messages.map((message) => ({
          speaker: speakerOf(message) as Speaker,
          text: messageText(message),
        }));
      },
      async browser(chat) {
        await chat.historyLoaded();
        return chat.page.getByTestId('chat-message').evaluateAll((articles) =>
          articles.map((article) => ({
            speaker: (article.querySelector('header span')?.textContent ?? '') as Speaker,
            text: article.querySelector(':scope > p')?.textContent ?? '',
          })),
        );
      },
    }),
  );
