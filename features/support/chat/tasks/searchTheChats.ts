import { interaction } from '../../interactions/Interaction';
import { onTheChatList } from '../drivers';

/** The sidebar's 'Search canvases'. */
export const searchTheChats = (query: string) =>
  interaction(
    `search the canvases for "${query}"`,
    onTheChatList({
      async viewModel(chat) {
        await chat.shownWorkspace();
        chat.list.searchChanged(query);
      },
      browser: (list) => list.chats.getByRole('searchbox', { name: 'Search canvases' }).fill(query),
    }),
  );
