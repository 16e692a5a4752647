import { SENDING_MESSAGE_TEXT } from '../../../../src/ui/chat/status-texts';
import { interaction } from '../../interactions/Interaction';
import { onTheChat } from '../drivers';

/** Types and presses Enter, then waits until the message is on its way, not for the answer. */
export const startSending = (text: string) =>
  interaction(
    `start sending "${text}"`,
    onTheChat({
      async viewModel(chat) {
        const { composer } = await chat.shownWorkspace();
        composer.textChanged(text);
        void composer.sendClicked();
        await chat.app.settled();
      },
      async browser(chat) {
        await chat.box.fill(text);
        await chat.box.press('Enter');
        // The send starts after the thread's code has loaded: until then Send is still enabled.
        await chat.composer.getByText(SENDING_MESSAGE_TEXT).waitFor();
      },
    }),
  );
