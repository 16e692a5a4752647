import { question } from '../../questions/Question';
import { onTheChatList } from '../drivers';

/** Whether the chat's menu offers Pin/Unpin and Remove enabled. */
export const whetherTheyMayManageTheChat = (summary: string) =>
  question(
    `whether they may pin or remove the chat "${summary}"`,
    onTheChatList({
      async viewModel(chat) {
        await chat.shownWorkspace();
        await chat.chatNamed(summary);
        return chat.list.mayManageChats;
      },
      async browser(list) {
        const menu = await list.chatMenu(summary);
        const disabled = await menu.getByRole('menuitem', { name: 'Remove' }).getAttribute('aria-disabled');
        await list.page.keyboard.press('Escape');
        return disabled !== 'true';
      },
    }),
  );
