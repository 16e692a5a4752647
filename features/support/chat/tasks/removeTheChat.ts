import { interaction } from '../../interactions/Interaction';
import { onTheChatList } from '../drivers';

/** Remove in the chat's menu, confirming when asked. */
export const removeTheChat = (summary: string) =>
  interaction(
    `remove the chat "${summary}"`,
    onTheChatList({
      async viewModel(chat) {
        await chat.shownWorkspace();
        const removed = await chat.chatNamed(summary);
        chat.list.actions.deleteRequested(removed);
        if (!chat.list.actions.deletion.isOpen) return;
        const outcome = await chat.list.actions.deleteConfirmed();
        // The sidebar leaves a chat that no longer exists for a new canvas.
        if (outcome?.ok) chat.chatRemoved(removed.id);
      },
      async browser(list) {
        const menu = await list.chatMenu(summary);
        await menu.getByRole('menuitem', { name: 'Remove' }).click();
        const confirmation = list.page.getByRole('alertdialog');
        const asked = await confirmation
          .waitFor({ timeout: 2000 })
          .then(() => true)
          .catch(() => false);
        if (asked) {
          await confirmation.getByRole('button', { name: 'Remove' }).click();
          await confirmation.waitFor({ state: 'detached' });
        }
      },
    }),
  );
