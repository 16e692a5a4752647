import { question } from '../../questions/Question';
import { onTheChat } from '../drivers';

/** How many pictures the messages of the list hold (none: a message's text is never markup). */
export const picturesInTheMessages = () =>
  question(
    'how many pictures the messages show',
    onTheChat({
      /** The view models hold messages as plain text; React shows text as text, so no markup can appear here. */
      async viewModel(chat) {
        await chat.shownWorkspace();
        return 0;
      },
      async browser(chat) {
        await chat.historyLoaded();
        return chat.page.locator('[data-testid="chat-message"] img').count();
      },
    }),
  );
