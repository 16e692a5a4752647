import { question } from '../../questions/Question';
import type { ResultKind } from '../chat-words';
import { onTheResults } from '../drivers';

/** What Edit opens: the dialog's title and the text it starts with (the dialog is closed again). */
export const theEditDialogOf = (which: ResultKind) =>
  question(
    `the edit dialog of ${which}`,
    onTheResults({
      async viewModel(chat) {
        const actions = await chat.resultActions(which);
        await actions.select('edit');
        if (actions.dialogs.open !== 'edit' || !actions.dialogs.editDialog)
          throw new Error('The edit dialog did not open');
        const seen = { title: actions.dialogs.editDialog.title, text: actions.dialogs.editPrefill };
        actions.dialogs.openChanged(false);
        return seen;
      },
      async browser(results) {
        const dialog = await results.dialogOf(which, 'Edit');
        const title = (await dialog.getByRole('heading').first().textContent())?.trim() ?? '';
        const text = await dialog.getByRole('textbox').inputValue();
        await results.page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        return { title, text };
      },
    }),
  );
