import { interaction } from '../../interactions/Interaction';
import { onTheChat } from '../drivers';

/** Types and presses Enter without waiting for the answer. */
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
      },
    }),
  );
