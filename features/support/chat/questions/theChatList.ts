import { question } from '../../questions/Question';
import { onTheChatList } from '../drivers';
import { CHAT_LIST_SETTLE_MS, eventually } from '../eventually';

/** The chat list of the sidebar, top to bottom, once it has settled. */
export const theChatList = () =>
  question(
    'the chat list',
    onTheChatList({
      async viewModel(chat) {
        await chat.shownWorkspace();
        await chat.app.wait(CHAT_LIST_SETTLE_MS);
        await eventually(() => !chat.list.loading);
        return chat.list.visibleChats.map((listed) => listed.summary);
      },
      async browser(list) {
        await list.page.waitForTimeout(600);
        return list.chats.getByTestId('chat-name').allTextContents();
      },
    }),
  );
