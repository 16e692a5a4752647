import { interaction } from '../../interactions/Interaction';
import { onTheChat } from '../drivers';
import { chatLink } from '../sidebar-locators';

/** Clicks a chat in the sidebar without waiting for its history (to see it loading). */
export const goToTheChat = (summary: string) =>
  interaction(
    `go to the chat "${summary}"`,
    onTheChat({
      async viewModel(chat) {
        await chat.shownWorkspace();
        await chat.goTo((await chat.chatNamed(summary)).id);
        // The page reads the history 50 ms after the chat is chosen.
        await chat.app.wait(100);
      },
      browser: (chat) => chatLink(chat.page, summary).click(),
    }),
  );
