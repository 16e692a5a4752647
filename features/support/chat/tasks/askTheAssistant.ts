import { interaction } from '../../interactions/Interaction';
import type { ResultKind } from '../chat-words';
import { onTheResults } from '../drivers';

/** 'Ask Assistant' about a result, with the question. */
export const askTheAssistant = (question: string, which: ResultKind) =>
  interaction(
    `ask the assistant "${question}" about ${which}`,
    onTheResults({
      async viewModel(chat) {
        const actions = await chat.resultActions(which);
        await actions.select('ask-assistant');
        await actions.dialogs.questionSubmitted(question);
        await chat.app.settled();
      },
      async browser(results) {
        await results.choose(which, 'Ask Assistant');
        const dialog = results.page.getByRole('dialog', { name: 'Ask Assistant' });
        await dialog.getByRole('textbox').fill(question);
        await results.submitted(dialog, dialog.getByRole('button', { name: 'Ask', exact: true }));
      },
    }),
  );
