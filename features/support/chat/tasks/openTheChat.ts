import { interaction } from '../../interactions/Interaction';
import { onTheChat } from '../drivers';
import { eventually } from '../eventually';
import { chatLink } from '../sidebar-locators';

/** Opens one of the user's chats from the sidebar, by its name, and waits for its history. */
export const openTheChat = (summary: string) =>
  interaction(
    `open the chat "${summary}"`,
    onTheChat({
      async viewModel(chat) {
        const workspace = await chat.shownWorkspace();
        await chat.goTo((await chat.chatNamed(summary)).id);
        await chat.app.wait(100);
        await eventually(() => workspace.thread.historyState !== 'loading');
      },
      async browser(chat) {
        await chatLink(chat.page, summary).click();
        await chat.page.waitForURL((url) => url.searchParams.has('chat'));
        await chat.historyLoaded();
      },
    }),
  );
