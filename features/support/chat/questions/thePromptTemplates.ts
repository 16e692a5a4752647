import { question } from '../../questions/Question';
import { onTheChat } from '../drivers';

/** The labels of the prompt-template dropdown. */
export const thePromptTemplates = () =>
  question(
    'the prompt templates',
    onTheChat({
      viewModel: async (chat) =>
        (await (await chat.shownWorkspace()).composer.templates()).map((template) => template.label),
      async browser(chat) {
        const menu = await chat.templateMenu();
        const labels = await menu.getByRole('menuitem').allTextContents();
        await chat.page.keyboard.press('Escape');
        return labels;
      },
    }),
  );
