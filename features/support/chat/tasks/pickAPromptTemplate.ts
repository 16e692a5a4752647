import { interaction } from '../../interactions/Interaction';
import { onTheChat } from '../drivers';

/** Picks a template of the prompt-template dropdown: its text lands in the message box. */
export const pickAPromptTemplate = (label: string) =>
  interaction(
    `pick the prompt template "${label}"`,
    onTheChat({
      async viewModel(chat) {
        const { composer } = await chat.shownWorkspace();
        const template = (await composer.templates()).find((candidate) => candidate.label === label);
        if (!template) throw new Error(`No prompt template '${label}'`);
        composer.templatePicked(template);
      },
      async browser(chat) {
        const menu = await chat.templateMenu();
        await menu.getByRole('menuitem', { name: label, exact: true }).click();
      },
    }),
  );
