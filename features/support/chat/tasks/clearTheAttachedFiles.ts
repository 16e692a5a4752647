import { interaction } from '../../interactions/Interaction';
import { onTheChat } from '../drivers';

/** 'Clear all' of the attached files. */
export const clearTheAttachedFiles = () =>
  interaction(
    'clear all attached files',
    onTheChat({
      async viewModel(chat) {
        (await chat.shownWorkspace()).composer.filesCleared();
      },
      browser: (chat) => chat.composer.getByRole('button', { name: 'Clear all' }).click(),
    }),
  );
