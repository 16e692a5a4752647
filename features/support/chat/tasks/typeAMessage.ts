import { interaction } from '../../interactions/Interaction';
import { onTheChat } from '../drivers';

/** Types the text in the message box without sending it. */
export const typeAMessage = (text: string) =>
  interaction(
    `type "${text}"`,
    onTheChat({
      async viewModel(chat) {
        (await chat.shownWorkspace()).composer.textChanged(text);
      },
      browser: (chat) => chat.box.fill(text),
    }),
  );
