import { messageText } from '../../../../src/ui/chat/thread/message-view';
import { question } from '../../questions/Question';
import { onTheChat } from '../drivers';
import { PAGES_READ_SCROLLING } from '../tasks/scrollToTheTop';

/** How many messages the open chat's list holds (drawn or not: the list is virtualised). */
export const howManyMessagesTheChatHolds = () =>
  question(
    'how many messages the chat holds',
    onTheChat({
      async viewModel(chat) {
        return (await chat.shownWorkspace()).thread.messages.length;
      },
      async browser(chat) {
        await chat.historyLoaded();
        return Number(await chat.page.getByTestId('message-list').getAttribute('data-message-count'));
      },
    }),
  );

/** The text of the chat's first message, once the list is scrolled to its top. */
export const theFirstMessage = () =>
  question(
    "the chat's first message",
    onTheChat({
      async viewModel(chat) {
        const first = (await chat.shownWorkspace()).thread.messages[0];
        return first ? messageText(first) : '';
      },
      async browser(chat) {
        const row = chat.page.getByTestId('message-list').locator('[data-index="0"]');
        return (await row.getByTestId('chat-message').locator(':scope > p').textContent()) ?? '';
      },
    }),
  );

/** The pages of the history read while the actor scrolled up ('newest', or the cursor sent). */
export const thePagesReadWhileScrolling = () =>
  question('the history pages read while scrolling up', {
    viewModel: async (_app, actor) => actor.recall<string[]>(PAGES_READ_SCROLLING),
    browser: async (_app, actor) => actor.recall<string[]>(PAGES_READ_SCROLLING),
  });
