import { interaction } from '../../interactions/Interaction';
import { onTheChatList } from '../drivers';

/** Pin or Unpin in the chat's menu. */
export const pinTheChat = (summary: string, pin: 'pin' | 'unpin') =>
  interaction(
    `${pin} the chat "${summary}"`,
    onTheChatList({
      async viewModel(chat) {
        await chat.shownWorkspace();
        await chat.list.actions.pinToggled((await chat.chatNamed(summary)).id);
      },
      async browser(list) {
        const menu = await list.chatMenu(summary);
        await menu.getByRole('menuitem', { name: /^(Pin|Unpin)$/ }).click();
      },
    }),
  );
