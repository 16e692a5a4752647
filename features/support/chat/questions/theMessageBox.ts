import { question } from '../../questions/Question';
import { onTheChat } from '../drivers';

/** What the message box holds now. */
export const theMessageBox = () =>
  question(
    'what the message box holds',
    onTheChat({
      viewModel: async (chat) => (await chat.shownWorkspace()).composer.text,
      browser: (chat) => chat.box.inputValue(),
    }),
  );

/** The message box's placeholder: what it invites the user to do. */
export const theMessageBoxInvitation = () =>
  question(
    'what the message box invites',
    onTheChat({
      viewModel: async (chat) => (await chat.shownWorkspace()).composer.placeholder,
      browser: async (chat) => (await chat.box.getAttribute('placeholder')) ?? '',
    }),
  );
