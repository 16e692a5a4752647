import { interaction } from '../../interactions/Interaction';
import type { RenameEnding } from '../chat-words';
import { onTheChatList } from '../drivers';
import { chatLink } from '../sidebar-locators';

/** Renames a chat in place, entering edit mode by double-clicking it or with its menu's Rename. */
export const renameTheChat = (
  summary: string,
  typed: string,
  ending: RenameEnding,
  via: 'double-click' | 'menu' = 'double-click',
) =>
  interaction(
    `rename the chat "${summary}" to "${typed}" and ${ending}`,
    onTheChatList({
      async viewModel(chat) {
        await chat.shownWorkspace();
        const { id } = await chat.chatNamed(summary);
        chat.list.actions.renameStarted(id);
        if (ending === 'presses Escape') chat.list.actions.renameCancelled();
        else await chat.list.actions.renameCommitted(id, typed);
      },
      async browser(list) {
        if (via === 'menu') {
          const menu = await list.chatMenu(summary);
          await menu.getByRole('menuitem', { name: 'Rename' }).click();
        } else {
          await chatLink(list.page, summary).dblclick();
        }
        const field = list.chats.getByRole('textbox', { name: 'Chat name' });
        await field.fill(typed);
        await field.press(ending === 'presses Enter' ? 'Enter' : 'Escape');
        await field.waitFor({ state: 'detached' });
      },
    }),
  );
