import { interaction } from '../../interactions/Interaction';
import { onTheChat } from '../drivers';

/** The × of one reference chip, by the preview it shows. */
export const removeTheReference = (preview: string) =>
  interaction(
    `remove the reference "${preview}"`,
    onTheChat({
      async viewModel(chat) {
        const { composer } = await chat.shownWorkspace();
        const chip = composer.referenceChips.find((candidate) => candidate.preview === preview);
        if (!chip) throw new Error(`No reference reads '${preview}'`);
        composer.referenceRemoved(chip.messageId);
      },
      browser: (chat) =>
        chat.composer.getByRole('button', { name: `Remove reference ${preview}`, exact: true }).click(),
    }),
  );
