import { interaction } from '../../interactions/Interaction';
import { onTheChatList } from '../drivers';

/** Pin or Unpin in the chat's menu, which offers only the one that applies (Pin to an unpinned chat). */
export const pinTheChat = (summary: string, pin: 'pin' | 'unpin') =>
  interaction(
    `${pin} the chat "${summary}"`,
    onTheChatList({
      async viewModel(chat) {
        await chat.shownWorkspace();
        const { id, pinned } = await chat.chatNamed(summary);
        if (pinned !== (pin === 'unpin'))
          throw new Error(`The menu of "${summary}" offers ${pinned ? 'Unpin' : 'Pin'}, not ${pin}`);
        await chat.list.actions.pinToggled(id);
      },
      async browser(list) {
        const menu = await list.chatMenu(summary);
        await menu.getByRole('menuitem', { name: pin === 'pin' ? 'Pin' : 'Unpin', exact: true }).click();
      },
    }),
  );
