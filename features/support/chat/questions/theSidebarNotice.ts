import { question } from '../../questions/Question';
import { onTheChatList } from '../drivers';

/** The error or notice the sidebar's chat section shows, if any. */
export const theSidebarNotice = () =>
  question(
    "the sidebar's notice",
    onTheChatList<string | null>({
      async viewModel(chat) {
        await chat.shownWorkspace();
        return chat.list.actions.error ?? chat.list.accountNotice;
      },
      async browser(list) {
        const alert = list.chats.getByRole('alert');
        if ((await alert.count()) > 0)
          return (await alert.locator('span').first().textContent())?.trim() ?? null;
        const notice = list.chats.getByTestId('chats-notice');
        return (await notice.count()) > 0 ? ((await notice.textContent())?.trim() ?? null) : null;
      },
    }),
  );
