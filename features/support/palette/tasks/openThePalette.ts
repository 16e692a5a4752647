import { interaction } from '../../interactions/Interaction';
import { onThePalette } from '../drivers';

/** Ctrl+K, wherever the focus is: the palette opens with the focus in its search. */
export const openThePalette = () =>
  interaction(
    'open the command palette with Ctrl+K',
    onThePalette({
      async viewModel(palette) {
        await palette.open();
      },
      async browser(palette) {
        await palette.page.keyboard.press('Control+k');
        await palette.dialog.getByRole('combobox').waitFor();
        await palette.app.settled();
      },
    }),
  );
