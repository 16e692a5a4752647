import { interaction } from '../../interactions/Interaction';
import { onTheChat } from '../drivers';

/** Goes to the chat workspace (route `/`) as it opens: a new canvas, or the chat in the address. */
export const openTheChatWorkspace = () =>
  interaction(
    'open the chat workspace',
    onTheChat({
      async viewModel(chat) {
        await chat.shownWorkspace();
      },
      browser: (chat) => chat.workspace(),
    }),
  );
