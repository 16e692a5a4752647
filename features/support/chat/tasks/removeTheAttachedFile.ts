import { interaction } from '../../interactions/Interaction';
import { onTheChat } from '../drivers';

/** The × of an attached file's chip. */
export const removeTheAttachedFile = (name: string) =>
  interaction(
    `remove the attached "${name}"`,
    onTheChat({
      async viewModel(chat) {
        const { composer } = await chat.shownWorkspace();
        const file = composer.files.find((candidate) => candidate.metadata.name === name);
        if (!file) throw new Error(`No attached file named ${name}`);
        composer.fileRemoved(file.key);
      },
      browser: (chat) => chat.composer.getByRole('button', { name: `Remove ${name}` }).click(),
    }),
  );
