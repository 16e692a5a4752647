import { question } from '../../questions/Question';
import { onTheChat } from '../drivers';

/** The previews of the references indicator. */
export const theReferences = () =>
  question(
    'the references',
    onTheChat({
      viewModel: async (chat) =>
        (await chat.shownWorkspace()).composer.referenceChips.map((chip) => chip.preview),
      browser: (chat) => chat.chips('References'),
    }),
  );
