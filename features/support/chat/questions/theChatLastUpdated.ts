import { question } from '../../questions/Question';
import { onTheChatList } from '../drivers';
import { CHAT_LIST_SETTLE_MS, eventually } from '../eventually';

/** What the chat list shows beside a chat for when it was last updated (spec 3 §9). */
export const theChatLastUpdated = (summary: string) =>
  question(
    `when ${summary} was last updated`,
    onTheChatList<string | null>({
      async viewModel(chat) {
        await chat.shownWorkspace();
        await chat.app.wait(CHAT_LIST_SETTLE_MS);
        await eventually(() => !chat.list.loading);
        const listed = chat.list.visibleChats.find((candidate) => candidate.summary === summary);
        return listed ? chat.list.updatedLabel(listed) : null;
      },
      async browser(list) {
        // Browser scenarios share one demo backend: the most recently updated of that name is this one.
        const item = list.chats
          .getByRole('link')
          .filter({ has: list.page.getByTestId('chat-name').getByText(summary, { exact: true }) })
          .first();
        if ((await item.count()) === 0) return null;
        return (await item.getByTestId('chat-updated').textContent())?.trim() ?? null;
      },
    }),
  );
