import { interaction } from '../../interactions/Interaction';
import type { BrowserChatList } from '../BrowserChatList';
import type { RenameEnding } from '../chat-words';
import { onTheChatList } from '../drivers';
import { chatLink } from '../sidebar-locators';
import type { ViewModelChat } from '../ViewModelChat';

/** What a double-click and the menu's Rename both start (ChatListItem): the name in edit mode. */
async function renameOnTheViewModels(
  chat: ViewModelChat,
  summary: string,
  typed: string,
  ending: RenameEnding,
) {
  await chat.shownWorkspace();
  const { id } = await chat.chatNamed(summary);
  chat.list.actions.renameStarted(id);
  if (ending === 'presses Escape') chat.list.actions.renameCancelled();
  else await chat.list.actions.renameCommitted(id, typed);
}

async function typeTheName(list: BrowserChatList, typed: string, ending: RenameEnding) {
  const field = list.chats.getByRole('textbox', { name: 'Chat name' });
  await field.fill(typed);
  await field.press(ending === 'presses Enter' ? 'Enter' : 'Escape');
  await field.waitFor({ state: 'detached' });
}

/** Renames a chat in place, entering edit mode by double-clicking it. */
export const renameTheChat = (summary: string, typed: string, ending: RenameEnding) =>
  interaction(
    `rename the chat "${summary}" to "${typed}" and ${ending}`,
    onTheChatList({
      viewModel: (chat) => renameOnTheViewModels(chat, summary, typed, ending),
      async browser(list) {
        await chatLink(list.page, summary).dblclick();
        await typeTheName(list, typed, ending);
      },
    }),
  );

/** Renames a chat with its menu's Rename, then Enter. */
export const renameTheChatFromItsMenu = (summary: string, typed: string) =>
  interaction(
    `rename the chat "${summary}" to "${typed}" from its menu`,
    onTheChatList({
      viewModel: (chat) => renameOnTheViewModels(chat, summary, typed, 'presses Enter'),
      async browser(list) {
        const menu = await list.chatMenu(summary);
        await menu.getByRole('menuitem', { name: 'Rename' }).click();
        await typeTheName(list, typed, 'presses Enter');
      },
    }),
  );
