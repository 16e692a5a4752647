import { ViewModelChat } from '../../chat/ViewModelChat';
import { question } from '../Question';

/** The times the message list shows, oldest message first. */
export const messageTimes = () =>
  question('the times of the messages', {
    async viewModel(_app, actor) {
      const workspace = await actor.abilityTo(ViewModelChat).workspaceView();
      return workspace.thread.messages.map((message) => workspace.timestampOf(message));
    },
    async browser(app) {
      return app.page.getByTestId('chat-message').locator('time').allTextContents();
    },
  });
