import { validateEditInstructions } from '../../../../src/core/domain/chat/validation-texts';
import { interaction } from '../../interactions/Interaction';
import type { ResultKind } from '../chat-words';
import { onTheResults } from '../drivers';

/** Edit with these instructions, replacing the text the dialog starts with. */
export const edit = (which: ResultKind, instructions: string) =>
  interaction(
    `edit ${which} with "${instructions}"`,
    onTheResults({
      async viewModel(chat) {
        const actions = await chat.resultActions(which);
        await actions.select('edit');
        const sent = await actions.dialogs.editSubmitted(instructions);
        // Refused instructions are a mistake in the scenario; a failed request shows in the chat.
        if (!sent && validateEditInstructions(instructions)) throw new Error('The edit was not sent');
        await chat.app.settled();
      },
      async browser(results) {
        const dialog = await results.dialogOf(which, 'Edit');
        await dialog.getByRole('textbox').fill(instructions);
        await results.submitted(dialog, dialog.getByRole('button', { name: /^(Update|Apply Changes)$/ }));
      },
    }),
  );
