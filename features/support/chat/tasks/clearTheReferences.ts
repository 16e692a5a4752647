import { interaction } from '../../interactions/Interaction';
import { onTheChat } from '../drivers';

/** 'Clear' of the references indicator. */
export const clearTheReferences = () =>
  interaction(
    'clear the references',
    onTheChat({
      async viewModel(chat) {
        (await chat.shownWorkspace()).composer.referencesCleared();
      },
      browser: (chat) => chat.composer.getByRole('button', { name: 'Clear', exact: true }).click(),
    }),
  );
