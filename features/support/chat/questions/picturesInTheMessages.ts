import { question } from '../../questions/Question';
import { onTheChatPage } from '../drivers';

/**
 * How many pictures the messages of the list show. Whether markup in a text becomes a picture is
 * decided by the rendering, which only a page shows: the view models hold the text either way.
 */
export const picturesInTheMessages = () =>
  question(
    'how many pictures the messages show',
    onTheChatPage(async (chat) => {
      await chat.historyLoaded();
      return chat.page.locator('[data-testid="chat-message"] img').count();
    }),
  );
