import { ViewModelChat } from '../../chat/ViewModelChat';
import { question } from '../Question';

/** The times the message list shows, oldest message first. */
export const messageTimes = () =>
  question('the times of the messages', {
    async viewModel(_app, actor) {
      const workspace = await actor.abilityTo(ViewModelChat).shownWorkspace();
      return workspace.thread.messages.map((message) => workspace.timestampOf(message));
    },
    async browser(app) {
      // The list draws its rows a frame after the history arrives.
      await app.page.getByTestId('chat-message').locator('time').first().waitFor();
      return app.page.getByTestId('chat-message').locator('time').allTextContents();
    },
  });
