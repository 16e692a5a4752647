import { question } from '../../questions/Question';
import { onTheChat } from '../drivers';

/** Whether the send button can be pressed. */
export const whetherTheyMaySend = () =>
  question(
    'whether they may send',
    onTheChat({
      viewModel: async (chat) => (await chat.shownWorkspace()).composer.canSend,
      browser: (chat) => chat.composer.getByRole('button', { name: 'Send', exact: true }).isEnabled(),
    }),
  );
