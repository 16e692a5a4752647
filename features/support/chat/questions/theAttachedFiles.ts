import { question } from '../../questions/Question';
import { onTheChat } from '../drivers';

/** The names on the attached files' chips. */
export const theAttachedFiles = () =>
  question(
    'the attached files',
    onTheChat({
      viewModel: async (chat) =>
        (await chat.shownWorkspace()).composer.files.map((file) => file.metadata.name),
      browser: (chat) => chat.chips('Attached files'),
    }),
  );

/** Whether 'Clear all' is offered for the attached files. */
export const whetherClearAllIsOffered = () =>
  question(
    "whether 'Clear all' is offered",
    onTheChat({
      viewModel: async (chat) => (await chat.shownWorkspace()).composer.showClearAll,
      browser: async (chat) => (await chat.composer.getByRole('button', { name: 'Clear all' }).count()) > 0,
    }),
  );

/** Whether the upload button can be pressed. */
export const whetherTheyMayAttach = () =>
  question(
    'whether they may attach files',
    onTheChat({
      viewModel: async (chat) => (await chat.shownWorkspace()).composer.mayUpload,
      browser: (chat) => chat.composer.getByRole('button', { name: 'Attach files' }).isEnabled(),
    }),
  );
