import { question } from '../../questions/Question';
import { onTheChatList } from '../drivers';

/** The name of the chat open in the workspace, as the sidebar lists it; null for a new canvas. */
export const theOpenChat = () =>
  question(
    'the open chat',
    onTheChatList<string | null>({
      async viewModel(chat) {
        const id = (await chat.shownWorkspace()).thread.chatId;
        if (!id) return null;
        await chat.list.reload();
        return chat.list.chats.find((listed) => listed.id === id)?.summary ?? null;
      },
      async browser(list) {
        const open = list.chats.locator('a[aria-current="page"] [data-testid="chat-name"]');
        if ((await open.count()) === 0) return null;
        return (await open.textContent())?.trim() ?? null;
      },
    }),
  );
